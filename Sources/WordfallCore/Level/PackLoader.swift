import WordfallJSON

/// Reads a level pack (a folder with `pack.json`) and, on request, every level in it.
///
/// `pack.json` is `{"format": 1, "title": "...", "levels": ["01-first.json", ...]}`;
/// level paths are relative to the folder. Like `LevelLoader`, it reports
/// every problem: those of `pack.json` first (in file order), then each
/// level's, in the pack's order.
public struct PackLoader: Sendable {
    static let packKeys = ["format", "title", "levels"]

    public var levelLoader: LevelLoader
    public var fileSystem: LevelFileSystem { levelLoader.fileSystem }

    public init(levelLoader: LevelLoader = LevelLoader()) {
        self.levelLoader = levelLoader
    }

    /// Reads and checks `pack.json`; `path` is the pack's folder or its `pack.json`.
    ///
    /// Checks that every listed level file exists, but does not read the levels.
    public func load(path: String) throws(LevelError) -> LevelPack {
        var reader = ValueReader(file: path)
        let pack = read(path: path, reader: &reader)
        guard let pack = pack?.pack, reader.reported == 0 else {
            throw LevelError(diagnostics: reader.sortedDiagnostics)
        }
        return pack
    }

    /// Reads the pack and loads every level in it; fails if any file has a
    /// problem or two levels share an `id`.
    public func loadLevels(path: String) throws(LevelError) -> (pack: LevelPack, levels: [Level]) {
        var reader = ValueReader(file: path)
        let read = read(path: path, reader: &reader)
        guard let read else { throw LevelError(diagnostics: reader.sortedDiagnostics) }
        var levelDiagnostics: [LevelDiagnostic] = []
        var levels: [Level] = []
        var firstIndex: [String: Int] = [:]
        for (index, entry) in read.entries.enumerated() {
            guard let entry else { continue }
            do {
                let level = try levelLoader.load(path: entry.path)
                if let first = firstIndex[level.id] {
                    reader.report(
                        ValueReader.element("levels", index),
                        "level id \(JSONString.quoted(level.id)) is already used by levels[\(first)];"
                            + " give one of them another \"id\"",
                        at: entry.location)
                } else {
                    firstIndex[level.id] = index
                }
                levels.append(level)
            } catch {
                levelDiagnostics += error.diagnostics
            }
        }
        let diagnostics = reader.sortedDiagnostics + levelDiagnostics
        guard let pack = read.pack, diagnostics.isEmpty else { throw LevelError(diagnostics: diagnostics) }
        return (pack, levels)
    }

    /// A pack's level entry: its resolved path and where `pack.json` names it.
    private struct Entry {
        var path: String
        var location: SourceLocation
    }

    /// Reads `pack.json` into `reader`; nil when it cannot be read or parsed at all.
    /// `pack` is nil when `pack.json` has a problem; `entries` has one element
    /// per listed level (nil for a bad one), so the levels can be checked anyway.
    private func read(path: String, reader: inout ValueReader) -> (pack: LevelPack?, entries: [Entry?])? {
        var directory = path
        while directory.count > 1 && directory.hasSuffix("/") { directory.removeLast() }
        var packFile: String
        // What level names are appended to: the folder as given, or nothing for a bare `pack.json`.
        var prefix: String?
        if fileSystem.kind(directory) == .directory {
            packFile = directory == "/" ? "/pack.json" : directory + "/pack.json"
        } else {
            packFile = path
            if let slash = directory.lastIndex(of: "/") {
                directory = slash == directory.startIndex ? "/" : String(directory[..<slash])
            } else {
                directory = "."
                prefix = ""
            }
        }
        reader = ValueReader(file: packFile)
        let bytes: [UInt8]
        switch fileSystem.read(packFile) {
        case .success(let contents):
            bytes = contents
        case .failure(.notFound) where packFile != path:
            reader = ValueReader(file: path)
            reader.append(
                LevelDiagnostic(
                    file: path, place: .file, message: "not a level pack: there is no pack.json in this folder"))
            return nil
        case .failure(let failure):
            reader.append(LevelLoader.diagnostic(for: failure, file: packFile, what: "pack file"))
            return nil
        }
        let root: JSONValue
        do {
            root = try JSONParser.parse(bytes)
        } catch {
            reader.report(syntax: error)
            return nil
        }
        guard
            let fields = reader.object(
                root, path: "", allowed: PackLoader.packKeys, expected: "a pack file must be a JSON object ({ ... })")
        else { return nil }
        reader.format(fields, what: "pack")
        let title = reader.required(fields, "title", path: "", hint: "the pack's name, a non-empty string").flatMap {
            reader.string($0, path: "title")
        }
        var entries: [Entry?] = []
        if let value = reader.required(fields, "levels", path: "", hint: "the level files in play order"),
            let elements = reader.array(value, path: "levels", expected: "must be an array of level file names")
        {
            if elements.isEmpty {
                reader.report("levels", "must list at least one level file", at: value.location)
            }
            var seen: [String: Int] = [:]
            for (index, element) in elements.enumerated() {
                entries.append(
                    entry(
                        element, index: index, prefix: prefix ?? (directory == "/" ? "/" : directory + "/"),
                        packFile: packFile, seen: &seen, reader: &reader))
            }
        }
        let paths = entries.compactMap { $0?.path }
        return (title.map { LevelPack(title: $0, directory: directory, levelPaths: paths) }, entries)
    }

    private func entry(
        _ element: JSONValue, index: Int, prefix: String, packFile: String, seen: inout [String: Int],
        reader: inout ValueReader
    ) -> Entry? {
        let path = ValueReader.element("levels", index)
        guard let name = reader.string(element, path: path, expected: "must be a level file name") else { return nil }
        if let first = seen[name] {
            reader.report(
                path, "\(JSONString.quoted(name)) is already listed as levels[\(first)]", at: element.location)
            return nil
        }
        seen[name] = index
        let resolved = name.hasPrefix("/") ? name : prefix + name
        if resolved == packFile || name == "pack.json" || name == "./pack.json" {
            reader.report(
                path, "\(JSONString.quoted(name)) is this pack's own pack.json, not a level file", at: element.location)
            return nil
        }
        switch fileSystem.kind(resolved) {
        case .file:
            return Entry(path: resolved, location: element.location)
        case .missing:
            reader.report(path, "level file not found: \(ValueReader.shown(resolved))", at: element.location)
        case .directory:
            reader.report(path, "\(ValueReader.shown(resolved)) is a folder, not a level file", at: element.location)
        case .other:
            reader.report(path, "\(ValueReader.shown(resolved)) is not a regular file", at: element.location)
        }
        return nil
    }
}
