import Glibc
import SystemPackage
import WordfallCore

/// Keeps a player's `CampaignProgress` in `progress.json` in a data folder: the saved progress of
/// versions before the SQLite store, which `GameStore` imports once through `load()`. Its writing side
/// is what those versions did, kept so the format stays tested end to end.
///
/// The folder is `--data-dir DIR` when given, else `$XDG_DATA_HOME/wordfall`,
/// else `~/.local/share/wordfall` (see `defaultDirectory`). Writes are atomic:
/// a temporary file in the same folder is written, flushed to disk and renamed
/// over `progress.json`, so a crash leaves the old file or the new one, never
/// half of one. A progress file that cannot be read is never overwritten: it
/// is moved aside to `progress.json.corrupt-<UTC timestamp>` and a warning
/// says so, for the UI to show.
public struct ProgressStore: Sendable {
    /// The result of reading the saved progress.
    public struct Loaded: Hashable, Sendable {
        public var progress: CampaignProgress
        /// Something the player should be told (a damaged file moved aside); nil when all is well.
        public var warning: String?
    }

    /// The result of recording one play.
    public struct Recorded: Hashable, Sendable {
        /// The progress as saved.
        public var progress: CampaignProgress
        /// Whether the play improved the level's saved result (if not, nothing was written).
        public var improved: Bool
        /// Something the player should be told (a damaged file moved aside); nil when all is well.
        public var warning: String?
    }

    /// The folder holding `progress.json`.
    public let directory: String
    /// The clock used to name a damaged file moved aside, in seconds since 1970 (UTC).
    public var now: @Sendable () -> Int

    public init(directory: String, now: @escaping @Sendable () -> Int = { time(nil) }) {
        self.directory = directory
        self.now = now
    }

    /// `progress.json` in `directory`.
    public var path: String { directory.hasSuffix("/") ? directory + "progress.json" : directory + "/progress.json" }

    /// `$XDG_DATA_HOME/wordfall` when that variable is an absolute path
    /// (the XDG spec says to ignore a relative one), else `$HOME/.local/share/wordfall`.
    public static func defaultDirectory(environment: [String: String]? = nil) -> String {
        let environment = environment ?? processEnvironment()
        if let data = environment["XDG_DATA_HOME"], data.hasPrefix("/") {
            return (data.hasSuffix("/") ? data : data + "/") + "wordfall"
        }
        var home = environment["HOME"] ?? ""
        if home.isEmpty, let entry = getpwuid(getuid()), let directory = entry.pointee.pw_dir {
            home = String(cString: directory)
        }
        return (home.hasSuffix("/") ? home : home + "/") + ".local/share/wordfall"
    }

    /// This process's environment variables.
    private static func processEnvironment() -> [String: String] {
        var variables: [String: String] = [:]
        var entry = environ
        while let pointer = entry.pointee {
            let text = String(cString: pointer)
            if let equals = text.firstIndex(of: "=") {
                variables[String(text[..<equals])] = String(text[text.index(after: equals)...])
            }
            entry += 1
        }
        return variables
    }

    // MARK: - Reading

    /// Reads the saved progress; empty when there is none yet. A damaged or
    /// unreadable file is moved aside (and the warning says where).
    public func load() -> Loaded {
        switch read() {
        case .missing:
            return Loaded(progress: CampaignProgress(), warning: nil)
        case .valid(let progress):
            return Loaded(progress: progress, warning: nil)
        case .damaged(let reason):
            return Loaded(progress: CampaignProgress(), warning: moveAside(reason: reason).warning)
        }
    }

    /// Records one play of `level` in `pack`, keeping only improvements, and
    /// saves if anything improved.
    ///
    /// - Throws: `ProgressError` when the progress cannot be written, or when
    ///   a damaged file is in the way and cannot be moved aside.
    public func record(
        pack: String, level: String, score: Int, stars: Int, completed: Bool
    ) throws(ProgressError) -> Recorded {
        var progress = CampaignProgress()
        var warning: String?
        switch read() {
        case .missing:
            break
        case .valid(let saved):
            progress = saved
        case .damaged(let reason):
            let moved = moveAside(reason: reason)
            guard moved.succeeded else { throw ProgressError(message: moved.warning) }
            warning = moved.warning
        }
        let improved = progress.record(pack: pack, level: level, score: score, stars: stars, completed: completed)
        // A moved-aside file must be replaced even if this play is no improvement on nothing.
        if improved || warning != nil {
            try save(progress)
        }
        return Recorded(progress: progress, improved: improved, warning: warning)
    }

    /// A progress file larger than this is not read (one level's result is about 80 bytes).
    static let sizeLimit = 16 << 20

    private enum ReadResult {
        case missing
        case valid(CampaignProgress)
        case damaged(String)
    }

    private func read() -> ReadResult {
        let bytes: [UInt8]
        switch FileIO.readAll(path: path, limit: Self.sizeLimit) {
        case .success(let contents): bytes = contents
        case .failure(.notFound): return .missing
        case .failure(.isDirectory): return .damaged("it is a folder")
        case .failure(let failure): return .damaged(failure.reason)
        }
        do {
            return .valid(try CampaignProgress(json: bytes))
        } catch {
            return .damaged("it is not a valid progress file")
        }
    }

    /// Renames the damaged file to `progress.json.corrupt-<timestamp>` (never over another file).
    private func moveAside(reason: String) -> (succeeded: Bool, warning: String) {
        let moved = GameStore.moveAside(path, now: now())
        guard let target = moved.target else {
            return (
                false,
                "Saved progress in \(path) could not be read (\(reason)) nor moved aside (\(moved.failure));"
                    + " progress will not be saved until it is fixed or removed."
            )
        }
        return (
            true,
            "Saved progress in \(path) could not be read (\(reason)); it was kept as \(target)"
                + "; your progress starts afresh."
        )
    }

    // MARK: - Writing

    /// Writes `progress` atomically: temporary file in the same folder, fsync, rename, fsync of the folder.
    public func save(_ progress: CampaignProgress) throws(ProgressError) {
        let data = progress.jsonText.utf8
        if case .failure(let error) = FileIO.createDirectories(directory) {
            throw ProgressError(message: "cannot save progress to \(path): cannot create its folder (\(error.reason))")
        }
        var template = Array("\(path).tmp-XXXXXX".utf8CString)
        let descriptor = template.withUnsafeMutableBufferPointer { buffer in
            buffer.baseAddress.map { mkstemp($0) } ?? -1
        }
        guard descriptor >= 0 else { throw failure("cannot create a temporary file") }
        let temporary = String(cString: template.map { UInt8(bitPattern: $0) })
        if case .failure(let error) = FileIO.writeAll(data, to: FileDescriptor(rawValue: descriptor)) {
            close(descriptor)
            unlink(temporary)
            throw ProgressError(message: "cannot save progress to \(path): cannot write (\(error.reason))")
        }
        if fsync(descriptor) != 0 {
            let error = failure("cannot flush to disk")
            close(descriptor)
            unlink(temporary)
            throw error
        }
        close(descriptor)
        guard rename(temporary, path) == 0 else {
            let error = failure("cannot replace the file")
            unlink(temporary)
            throw error
        }
        // Make the rename itself durable.
        let folder = open(directory, O_RDONLY | O_DIRECTORY)
        if folder >= 0 {
            _ = fsync(folder)
            close(folder)
        }
    }

    private func failure(_ what: String) -> ProgressError {
        ProgressError(message: "cannot save progress to \(path): \(what) (\(FileIO.lastError().reason))")
    }

    /// `20261124T063000Z`: a moment in UTC, for the name of a damaged file moved aside.
    static func timestamp(_ secondsSince1970: Int) -> String {
        var seconds = time_t(secondsSince1970)
        var parts = tm()
        gmtime_r(&seconds, &parts)
        func two(_ value: Int32) -> String { value < 10 ? "0\(value)" : "\(value)" }
        return "\(parts.tm_year + 1900)\(two(parts.tm_mon + 1))\(two(parts.tm_mday))T"
            + "\(two(parts.tm_hour))\(two(parts.tm_min))\(two(parts.tm_sec))Z"
    }
}
