import Glibc
import WordfallCore

/// Files set aside: a damaged database, a journal taken, never deleted.
extension GameStore {
    /// Renames `path` to `path.SUFFIX-<UTC timestamp>` (never over another file), with its companions;
    /// `named`: to that name's `.SUFFIX-<UTC timestamp>` instead (a journal taken under another name).
    static func moveAside(
        _ path: String, now: Int, suffix: String = "corrupt", named: String? = nil, alsoMoving companions: [String] = []
    ) -> (target: String?, failure: String) {
        let stamp = ProgressStore.timestamp(now)
        let base = named ?? path
        var target = "\(base).\(suffix)-\(stamp)"
        var attempt = 1
        while FileIO.kind(of: target) != .missing {
            attempt += 1
            target = "\(base).\(suffix)-\(stamp)-\(attempt)"
        }
        guard rename(path, target) == 0 else { return (nil, FileIO.lastError().reason) }
        for companion in companions where FileIO.kind(of: path + companion) == .file {
            _ = rename(path + companion, target + companion)
        }
        return (target, "")
    }
}
