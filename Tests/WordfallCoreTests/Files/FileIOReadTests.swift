import Foundation
import Testing

@testable import WordfallCore

/// `FileIO.readAll`: a regular file read whole, at its size, or refused past the limit.
@Suite struct FileIOReadTests {
    /// A file of `count` bytes (a pattern that tells every position from its neighbours), read back.
    static func readBack(_ count: Int, limit: Int = 1 << 20) throws -> (
        written: [UInt8], read: Result<[UInt8], FileIO.Failure>
    ) {
        let path = NSTemporaryDirectory() + "wordfall-read-\(UUID().uuidString)"
        defer { try? FileManager.default.removeItem(atPath: path) }
        let bytes = (0..<count).map { UInt8(truncatingIfNeeded: $0 &* 7 &+ $0 >> 8) }
        try Data(bytes).write(to: URL(fileURLWithPath: path))
        return (bytes, FileIO.readAll(path: path, limit: limit))
    }

    @Test(arguments: [0, 1, 7, 4096, (1 << 16) - 1, 1 << 16, (1 << 16) + 3, 800_001])
    func everyByteIsReadWhateverTheSize(count: Int) throws {
        let (written, read) = try Self.readBack(count)
        #expect(read == .success(written))
    }

    @Test func aFileAtTheLimitIsReadAndOneByteMoreIsRefused() throws {
        let (written, read) = try Self.readBack(5000, limit: 5000)
        #expect(read == .success(written))
        #expect(try Self.readBack(5001, limit: 5000).read == .failure(.tooLarge(limit: 5000)))
    }
}
