import Glibc
import SystemPackage
import WordfallCore

/// Reads a player's `progress.json`: the saved progress of versions before the SQLite store, which
/// `GameStore` imports once through `load()`. Nothing writes it any more.
///
/// The folder is `--data-dir DIR` when given, else `$XDG_DATA_HOME/wordfall`,
/// else `~/.local/share/wordfall` (see `defaultDirectory`), the store's folder too.
/// A damaged progress file is moved aside to `progress.json.corrupt-<UTC timestamp>`, never deleted, and
/// a warning says so, for the UI to show; one that cannot be read for lack of permission is not damage:
/// it is left as it is (`Loaded.deferred`) and imported once it can be read.
package struct ProgressStore: Sendable {
    /// The result of reading the saved progress.
    package struct Loaded: Hashable, Sendable {
        package var progress: CampaignProgress
        /// Something the player should be told (a damaged file moved aside); nil when all is well.
        package var warning: String?
        /// The file is there but could not be read for lack of permission: not damage, so it is left as it
        /// is, to be imported once it can be read.
        package var deferred = false
    }

    /// The folder holding `progress.json`.
    package let directory: String
    /// The clock used to name a damaged file moved aside, in seconds since 1970 (UTC).
    package var now: @Sendable () -> Int

    package init(directory: String, now: @escaping @Sendable () -> Int = { time(nil) }) {
        self.directory = directory
        self.now = now
    }

    /// `progress.json` in `directory`.
    package var path: String { directory.hasSuffix("/") ? directory + "progress.json" : directory + "/progress.json" }

    /// `$XDG_DATA_HOME/wordfall` when that variable is an absolute path
    /// (the XDG spec says to ignore a relative one), else `$HOME/.local/share/wordfall`; nil when neither
    /// is set (`unknownDirectory` says so). The password database is never asked: a static binary's
    /// `getpwuid` loads the machine's NSS modules, which can crash it (issue 36).
    package static func defaultDirectory(environment: [String: String]? = nil) -> String? {
        let environment = environment ?? processEnvironment()
        if let data = environment["XDG_DATA_HOME"], data.hasPrefix("/") {
            return (data.hasSuffix("/") ? data : data + "/") + "wordfall"
        }
        guard let home = environment["HOME"], !home.isEmpty else { return nil }
        return (home.hasSuffix("/") ? home : home + "/") + ".local/share/wordfall"
    }

    /// Why there is no data folder when `defaultDirectory` is nil.
    package static let unknownDirectory =
        "wordfall does not know where to keep your saved data: XDG_DATA_HOME is not an absolute path and HOME "
        + "is not set (set one of them, or give --data-dir DIR)"

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
    package func load() -> Loaded {
        switch read() {
        case .missing:
            return Loaded(progress: CampaignProgress(), warning: nil)
        case .valid(let progress):
            return Loaded(progress: progress, warning: nil)
        case .damaged(let reason):
            return Loaded(progress: CampaignProgress(), warning: moveAside(reason: reason))
        case .forbidden(let reason):
            return Loaded(
                progress: CampaignProgress(),
                warning: "Saved progress in \(path) cannot be read (\(reason)): that is not damage, so it is left as "
                    + "it is and will be imported once it can be read (e.g. chmod u+r \(path)).",
                deferred: true)
        }
    }

    /// A progress file larger than this is not read (one level's result is about 80 bytes).
    static let sizeLimit = 16 << 20

    private enum ReadResult {
        case missing
        case valid(CampaignProgress)
        case damaged(String)
        /// Not readable for lack of permission (`EACCES`, `EPERM`).
        case forbidden(String)
    }

    private func read() -> ReadResult {
        let bytes: [UInt8]
        switch FileIO.readAll(path: path, limit: Self.sizeLimit) {
        case .success(let contents): bytes = contents
        case .failure(.notFound): return .missing
        case .failure(.isDirectory): return .damaged("it is a folder")
        case .failure(.system(let reason))
        where reason == Errno.permissionDenied.description || reason == Errno.notPermitted.description:
            return .forbidden(reason)
        case .failure(let failure): return .damaged(failure.reason)
        }
        do {
            return .valid(try CampaignProgress(json: bytes))
        } catch {
            return .damaged("it is not a valid progress file")
        }
    }

    /// Renames the damaged file to `progress.json.corrupt-<timestamp>` (never over another file) and says so.
    private func moveAside(reason: String) -> String {
        let moved = GameStore.moveAside(path, now: now())
        guard let target = moved.target else {
            return "Saved progress in \(path) could not be read (\(reason)) nor moved aside (\(moved.failure));"
                + " it is left as it is and not read."
        }
        return "Saved progress in \(path) could not be read (\(reason)); it was kept as \(target)"
            + "; your progress starts afresh."
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
