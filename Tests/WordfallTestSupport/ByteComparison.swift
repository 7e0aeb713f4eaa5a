/// Where two byte strings first differ, said cheaply.
///
/// `#expect(a == b)` on two arrays of megabytes that differ makes Swift Testing compute their
/// difference, which took CI's whole 90 minutes on a word index; this says where and stops.
public enum ByteComparison {
    /// `nil` when the two are equal; else the sizes and the first offset at which they differ.
    public static func difference(_ committed: [UInt8], _ built: [UInt8]) -> String? {
        if committed == built { return nil }
        let common = min(committed.count, built.count)
        var offset = 0
        while offset < common && committed[offset] == built[offset] { offset += 1 }
        return "committed \(committed.count) bytes, built \(built.count): first difference at byte \(offset)"
    }
}
