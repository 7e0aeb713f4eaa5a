import Foundation

#if canImport(Glibc)
    import Glibc
#endif

/// The few file operations level and pack loading needs, as closures so tests can fake them.
public struct LevelFileSystem: Sendable {
    /// What a path names.
    public enum Kind: Hashable, Sendable {
        case missing
        case file
        case directory
        /// Something else (a socket, a device) or a path that cannot be examined.
        case other
    }

    /// Why a file could not be read.
    public enum ReadFailure: Error, Hashable, Sendable {
        case notFound
        case isDirectory
        /// Any other failure, with the system's reason (e.g. "Permission denied").
        case unreadable(String)
    }

    /// What `path` names.
    public var kind: @Sendable (_ path: String) -> Kind
    /// The bytes of the file at `path`.
    public var read: @Sendable (_ path: String) -> Result<[UInt8], ReadFailure>

    public init(
        kind: @escaping @Sendable (_ path: String) -> Kind,
        read: @escaping @Sendable (_ path: String) -> Result<[UInt8], ReadFailure>
    ) {
        self.kind = kind
        self.read = read
    }

    /// The real file system; relative paths are relative to the working directory.
    public static let live = LevelFileSystem(kind: liveKind, read: liveRead)

    /// The real file system with relative paths resolved against `base`
    /// (so messages can show short paths while tests run from anywhere).
    public static func live(relativeTo base: String) -> LevelFileSystem {
        let resolve: @Sendable (String) -> String = { path in
            path.hasPrefix("/") || base.isEmpty ? path : (base.hasSuffix("/") ? base + path : base + "/" + path)
        }
        return LevelFileSystem(kind: { liveKind(resolve($0)) }, read: { liveRead(resolve($0)) })
    }

    private static func liveKind(_ path: String) -> Kind {
        var info = stat()
        guard stat(path, &info) == 0 else { return errno == ENOENT || errno == ENOTDIR ? .missing : .other }
        switch info.st_mode & S_IFMT {
        case S_IFREG: return .file
        case S_IFDIR: return .directory
        default: return .other
        }
    }

    private static func liveRead(_ path: String) -> Result<[UInt8], ReadFailure> {
        switch liveKind(path) {
        case .missing: return .failure(.notFound)
        case .directory: return .failure(.isDirectory)
        case .file, .other: break
        }
        let descriptor = open(path, O_RDONLY)
        guard descriptor >= 0 else {
            return .failure(errno == ENOENT ? .notFound : .unreadable(String(cString: strerror(errno))))
        }
        defer { close(descriptor) }
        var result: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 65536)
        while true {
            let count = buffer.withUnsafeMutableBytes { Glibc.read(descriptor, $0.baseAddress, $0.count) }
            if count < 0 {
                if errno == EINTR { continue }
                return .failure(.unreadable(String(cString: strerror(errno))))
            }
            if count == 0 { break }
            result.append(contentsOf: buffer[0..<count])
            // Level files are small; refuse anything absurd rather than filling memory.
            if result.count > 16 * 1024 * 1024 { return .failure(.unreadable("file is larger than 16 MB")) }
        }
        return .success(result)
    }
}
