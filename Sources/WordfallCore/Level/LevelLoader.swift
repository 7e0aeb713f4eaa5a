import WordfallJSON

/// Reads a level file and validates it fully before play (docs/RULES.md, "Level files").
///
/// Every problem is reported, not just the first: a `LevelError` carries one
/// `LevelDiagnostic` per problem, in file order. A JSON syntax error stops the
/// file (nothing after it can be trusted). The loader never traps, whatever
/// the bytes.
///
/// ```swift
/// do {
///     let level = try LevelLoader().load(path: "levels/meadow-03.json")
/// } catch {
///     for line in error.lines { print(line, to: &standardError) }  // then exit(2)
/// }
/// ```
public struct LevelLoader: Sendable {
    public var fileSystem: LevelFileSystem
    /// Whether a level's `dictionary` must name an existing file. The command
    /// line turns this off when `--dictionary` replaces the level's list.
    public var checksDictionary: Bool
    /// The goal types of one's own a level file may name, by their `name`, besides docs/RULES.md's
    /// (docs/MODEL.md, "A goal of your own").
    public var goalTypes: [CustomGoalType]

    public init(
        fileSystem: LevelFileSystem = .live, checksDictionary: Bool = true, goalTypes: [CustomGoalType] = []
    ) {
        self.goalTypes = goalTypes
        self.fileSystem = fileSystem
        self.checksDictionary = checksDictionary
    }

    /// Reads and validates the level file at `path` (shown as given in messages).
    public func load(path: String) throws(LevelError) -> Level {
        let bytes: [UInt8]
        switch fileSystem.read(path) {
        case .success(let contents):
            bytes = contents
        case .failure(let failure):
            throw LevelError(diagnostics: [LevelLoader.diagnostic(for: failure, file: path, what: "level file")])
        }
        return try load(bytes: bytes, path: path)
    }

    /// Validates a level file's contents; `path` is used in messages, for the
    /// default `id` and to find the `dictionary`.
    public func load(bytes: [UInt8], path: String) throws(LevelError) -> Level {
        var decoder = LevelDecoder(
            path: path, fileSystem: fileSystem, checksDictionary: checksDictionary, goalTypes: goalTypes)
        let root: JSONValue
        do {
            root = try JSONParser.parse(bytes)
        } catch {
            decoder.reader.report(syntax: error)
            throw LevelError(diagnostics: decoder.reader.diagnostics)
        }
        if let level = decoder.decode(root), decoder.reader.reported == 0 {
            return level
        }
        throw LevelError(diagnostics: decoder.reader.sortedDiagnostics)
    }

    /// The whole-file diagnostic for a file that could not be read.
    static func diagnostic(for failure: LevelFileSystem.ReadFailure, file: String, what: String) -> LevelDiagnostic {
        let message =
            switch failure {
            case .notFound: "no such file"
            case .isDirectory: "is a folder, not a \(what)"
            case .unreadable(let reason): "cannot read the \(what): \(reason)"
            }
        return LevelDiagnostic(file: file, place: .file, message: message)
    }
}
