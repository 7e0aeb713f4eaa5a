/// The few file operations level and pack loading needs, as closures so tests can fake them.
public struct LevelFileSystem: Sendable {
    /// Why a file could not be read.
    public enum ReadFailure: Error, Hashable, Sendable {
        case notFound
        case isDirectory
        /// Any other failure, with the system's reason (e.g. "Permission denied").
        case unreadable(String)
    }

    /// What `path` names.
    public var kind: @Sendable (_ path: String) -> FileKind
    /// The bytes of the file at `path`.
    public var read: @Sendable (_ path: String) -> Result<[UInt8], ReadFailure>

    public init(
        kind: @escaping @Sendable (_ path: String) -> FileKind,
        read: @escaping @Sendable (_ path: String) -> Result<[UInt8], ReadFailure>
    ) {
        self.kind = kind
        self.read = read
    }

    /// The real file system; relative paths are relative to the working directory.
    public static let live = LevelFileSystem(kind: { FileIO.kind(of: $0) }, read: liveRead)

    /// The real file system with relative paths resolved against `base`
    /// (so messages can show short paths while tests run from anywhere).
    public static func live(relativeTo base: String) -> LevelFileSystem {
        let resolve: @Sendable (String) -> String = { path in
            path.hasPrefix("/") || base.isEmpty ? path : (base.hasSuffix("/") ? base + path : base + "/" + path)
        }
        return LevelFileSystem(kind: { FileIO.kind(of: resolve($0)) }, read: { liveRead(resolve($0)) })
    }

    /// Level and pack files are small; anything larger is refused rather than read into memory.
    static let sizeLimit = 16 << 20

    private static func liveRead(_ path: String) -> Result<[UInt8], ReadFailure> {
        FileIO.readAll(path: path, limit: sizeLimit).mapError { failure in
            switch failure {
            case .notFound: .notFound
            case .isDirectory: .isDirectory
            case .tooLarge: .unreadable("file is \(failure.reason)")
            case .notRegularFile: .unreadable(failure.reason)
            case .system(let reason): .unreadable(reason)
            }
        }
    }
}
