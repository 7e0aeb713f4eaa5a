/// FNV-1a, 64 bits: the short, stable hash a challenge code keeps of a level file's bytes and of a word list
/// (not a guard against a forger: a code's check symbol and a result's replay are the guards).
public enum ContentHash {
    /// The hash of `bytes`.
    public static func of(_ bytes: some Sequence<UInt8>) -> UInt64 {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in bytes { hash = (hash ^ UInt64(byte)) &* 0x100_0000_01b3 }
        return hash
    }

    /// `hash` folded to its low `bits` bits, the high half mixed in.
    public static func fold(_ hash: UInt64, bits: Int) -> UInt64 {
        guard bits < 64 else { return hash }
        return (hash ^ (hash >> 32)) & ((1 << UInt64(bits)) - 1)
    }
}
