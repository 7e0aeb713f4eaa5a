import SystemPackage
import WordfallCore

/// Reads a whole file, or standard input, as text: the move scripts of `wordfall run`.
enum InputFile {
    /// The name used for standard input in messages (`<stdin>:3: error: ...`).
    static let standardInputName = "<stdin>"
    /// Move scripts larger than this are refused (a script of 100,000 moves is about 1 MB).
    static let sizeLimit = 64 << 20

    /// The bytes of `path` decoded as UTF-8 (invalid sequences replaced), or a `FILE: error: ...` failure.
    static func readText(path: String) throws(CommandFailure) -> String {
        try text(FileIO.readAll(path: path, limit: sizeLimit), name: path)
    }

    /// Standard input, read to its end.
    static func readStandardInput() throws(CommandFailure) -> String {
        try text(FileIO.readAll(from: .standardInput, limit: sizeLimit), name: standardInputName)
    }

    private static func text(_ read: Result<[UInt8], FileIO.Failure>, name: String) throws(CommandFailure) -> String {
        switch read {
        case .success(let bytes): return String(decoding: bytes, as: UTF8.self)
        case .failure(let failure): throw .badInput("\(name): error: cannot read move script: \(failure.reason)")
        }
    }
}
