#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Reads a whole file, or standard input, as text: the move scripts of `wordfall run`.
enum InputFile {
    /// The name used for standard input in messages (`<stdin>:3: error: ...`).
    static let standardInputName = "<stdin>"

    /// The bytes of `path` decoded as UTF-8 (invalid sequences replaced), or a `FILE: error: ...` failure.
    static func readText(path: String) throws(CommandFailure) -> String {
        let descriptor = open(path, O_RDONLY)
        guard descriptor >= 0 else {
            throw .badInput("\(path): error: cannot read move script: \(systemMessage())")
        }
        defer { close(descriptor) }
        return try readText(descriptor: descriptor, name: path)
    }

    /// Standard input, read to its end.
    static func readStandardInput() throws(CommandFailure) -> String {
        try readText(descriptor: 0, name: standardInputName)
    }

    private static func readText(descriptor: Int32, name: String) throws(CommandFailure) -> String {
        var bytes: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 1 << 16)
        while true {
            let count = chunk.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
            if count == 0 { break }
            if count < 0 {
                if errno == EINTR { continue }
                throw .badInput("\(name): error: cannot read move script: \(systemMessage())")
            }
            bytes.append(contentsOf: chunk[0..<count])
        }
        return String(decoding: bytes, as: UTF8.self)
    }

    /// The message for the current `errno`, e.g. "No such file or directory".
    static func systemMessage() -> String {
        guard let message = strerror(errno) else { return "error \(errno)" }
        return String(cString: message)
    }
}
