import Glibc
import SystemPackage
import WordfallCore

/// The pack folders the player played, newest first, so the home screen can offer them again: a
/// file `packs-played` in the data folder, one absolute path a line. The saved games know a pack
/// only by its key (its folder's name), which cannot be played: the folder is what is kept.
///
/// Read as untrusted: at most `limit` lines of at most `PATH_MAX` bytes, from at most 64 KiB; a
/// folder that is gone or holds no readable pack.json is left off the list (and off the file at the
/// next write). A failed write only means the pack is not offered.
package struct PackShelf {
    package var directory: String

    package init(directory: String) {
        self.directory = directory
    }
    /// How many folders are kept.
    package static let limit = 30

    package var path: String { directory.hasSuffix("/") ? directory + "packs-played" : directory + "/packs-played" }

    /// The folders kept, newest first.
    package func folders() -> [String] {
        guard case .success(let bytes) = FileIO.readAll(path: path, limit: 64 * 1024) else { return [] }
        var seen = Set<String>()
        return bytes.split(separator: UInt8(ascii: "\n")).compactMap { line -> String? in
            guard line.count < Int(PATH_MAX), line.first == UInt8(ascii: "/") else { return nil }
            let folder = String(decoding: line, as: UTF8.self)
            return seen.insert(folder).inserted ? folder : nil
        }.prefix(Self.limit).map(\.self)
    }

    /// Puts `folder` (a pack's folder, made absolute) first.
    package func remember(_ folder: String) {
        var path = FilePath(folder)
        if path.isRelative, let working = Self.workingDirectory() { path = working.pushing(path) }
        let absolute = path.lexicallyNormalized().string
        guard !absolute.contains("\n") else { return }
        let kept = [absolute] + folders().filter { $0 != absolute }
        guard case .success = FileIO.createDirectories(directory) else { return }
        removeLeftovers()
        // Its own temporary file, so two windows writing at once each rename a whole file.
        let temporary = directory + (directory.hasSuffix("/") ? "" : "/") + Self.temporaryPrefix + "\(getpid())"
        let descriptor = open(temporary, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o644)
        guard descriptor >= 0 else { return }
        let text = kept.prefix(Self.limit).joined(separator: "\n") + "\n"
        let written = FileIO.writeAll(Array(text.utf8), to: FileDescriptor(rawValue: descriptor))
        close(descriptor)
        if case .success = written { rename(temporary, self.path) } else { unlink(temporary) }
    }

    /// The temporary file of this process (renamed over `path` once whole).
    package static let temporaryPrefix = "packs-played.new-"

    /// Removes the temporary files of runs killed between writing and renaming them (their process gone).
    package func removeLeftovers() {
        Leftovers.removeStale(in: directory, prefix: Self.temporaryPrefix)
    }

    private static func workingDirectory() -> FilePath? {
        var buffer = [CChar](repeating: 0, count: Int(PATH_MAX) + 1)
        guard getcwd(&buffer, buffer.count) != nil else { return nil }
        return FilePath(platformString: buffer)
    }
}
