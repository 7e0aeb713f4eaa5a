import Glibc
import WordfallCore
import WordfallPlay

/// Levels left in progress (docs/decisions/0090), as the commands find them (`KeptGames` keeps them).
extension SavedData {
    /// What identifies the level file at `path` for its kept game: its absolute path, links resolved.
    package static func levelSource(_ path: String) -> String {
        guard let resolved = realpath(path, nil) else { return path }
        defer { free(resolved) }
        return String(cString: resolved)
    }

    /// The level of `pack` left in progress most recently, if one is kept.
    package func lastLevelInProgress(pack: String) -> String? {
        (try? store?.gamesInProgress())?.first { $0.pack == pack }?.level
    }
}
