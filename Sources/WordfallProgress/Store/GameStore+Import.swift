import Glibc
import SystemPackage
import WordfallCore

extension GameStore {
    /// The file that says `progress.json` could not be read for lack of permission when the database was
    /// made, so it is still to be imported.
    var importPendingMarker: String { ProgressStore(directory: directory).path + ".import-pending" }

    /// Remembers that `progress.json` is still to be imported (a permission problem is not damage).
    func markImportPending() {
        guard
            let file = try? FileDescriptor.open(
                FilePath(importPendingMarker), .writeOnly, options: [.create, .truncate, .closeOnExec],
                permissions: [.ownerReadWrite, .groupRead, .otherRead])
        else { return }
        _ = FileIO.writeAll(Array("progress.json is still to be imported once it can be read\n".utf8), to: file)
        try? file.close()
    }

    /// Imports a `progress.json` left unread for lack of permission, once it can be read: each level's
    /// result is added unless the level was played since (its own result stands).
    func importPendingProgress() throws(SQLiteError) -> [String] {
        guard readOnlyReason == nil, FileIO.kind(of: importPendingMarker) == .file else { return [] }
        let progressFile = ProgressStore(directory: directory, now: now)
        let loaded = progressFile.load()
        if loaded.deferred { return loaded.warning.map { [$0] } ?? [] }
        var warnings = loaded.warning.map { [$0] } ?? []
        if FileIO.kind(of: progressFile.path) == .file {
            try connection.transaction { () throws(SQLiteError) in try insert(loaded.progress, keeping: true) }
            let moved = Self.moveAside(progressFile.path, now: now(), suffix: "imported")
            warnings.append(
                moved.target.map {
                    "Your progress in \(progressFile.path) can be read now: it was imported (kept as \($0))."
                }
                    ?? "Your progress in \(progressFile.path) was imported but the file could not be renamed "
                    + "(\(moved.failure)).")
        }
        unlink(importPendingMarker)
        return warnings
    }

    /// Takes the database's write lock, runs `body` while holding it (the tests' stand-in for a backup or
    /// a `sqlite3` shell holding it), then lets it go.
    package func holdingWriteLock(_ body: () -> Void) throws(ProgressError) {
        do throws(SQLiteError) {
            try connection.execute("BEGIN IMMEDIATE")
            body()
            try connection.execute("COMMIT")
        } catch {
            throw ProgressError(message: "cannot lock \(path): \(error.message)")
        }
    }
}
