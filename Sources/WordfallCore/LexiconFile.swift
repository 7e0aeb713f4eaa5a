#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Reading and memory-mapping word-list files with POSIX calls, errors naming the file.
enum LexiconFile {
    /// A read-only private mapping of a whole file.
    struct Mapping {
        let base: UnsafeMutableRawPointer
        let length: Int
    }

    /// The whole contents of the file at `path`.
    static func read(_ path: String) throws(LexiconError) -> [UInt8] {
        let descriptor = try open(path)
        defer { close(descriptor) }
        var bytes: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 65536)
        while true {
            let got = chunk.withUnsafeMutableBytes { systemRead(descriptor, $0.baseAddress, $0.count) }
            if got < 0 {
                if errno == EINTR { continue }
                throw .unreadable(path: path, reason: systemMessage())
            }
            if got == 0 { break }
            bytes.append(contentsOf: chunk[0..<got])
        }
        return bytes
    }

    /// The file at `path`, mapped read-only.
    static func map(_ path: String) throws(LexiconError) -> Mapping {
        let descriptor = try open(path)
        defer { close(descriptor) }
        var status = stat()
        guard fstat(descriptor, &status) == 0 else { throw .unreadable(path: path, reason: systemMessage()) }
        let length = Int(status.st_size)
        guard length > 0 else { throw .corruptIndex(path: path, reason: "the file is empty") }
        guard let base = mmap(nil, length, PROT_READ, MAP_PRIVATE, descriptor, 0), base != MAP_FAILED else {
            throw .unreadable(path: path, reason: systemMessage())
        }
        return Mapping(base: base, length: length)
    }

    private static func open(_ path: String) throws(LexiconError) -> Int32 {
        let descriptor = systemOpen(path, O_RDONLY | O_CLOEXEC)
        guard descriptor >= 0 else {
            if errno == ENOENT { throw .fileNotFound(path: path) }
            throw .unreadable(path: path, reason: systemMessage())
        }
        var status = stat()
        if fstat(descriptor, &status) == 0 && (status.st_mode & S_IFMT) == S_IFDIR {
            close(descriptor)
            throw .unreadable(path: path, reason: "is a directory")
        }
        return descriptor
    }

    /// `read(2)` (the name is taken by `read(_:)` here).
    private static func systemRead(_ descriptor: Int32, _ buffer: UnsafeMutableRawPointer?, _ count: Int) -> Int {
        #if canImport(Glibc)
            Glibc.read(descriptor, buffer, count)
        #else
            Darwin.read(descriptor, buffer, count)
        #endif
    }

    /// `open(2)` (the name is taken by `open(_:)` here).
    private static func systemOpen(_ path: String, _ flags: Int32) -> Int32 {
        #if canImport(Glibc)
            Glibc.open(path, flags)
        #else
            Darwin.open(path, flags)
        #endif
    }

    private static func systemMessage() -> String {
        String(cString: strerror(errno))
    }
}
