import Glibc
import SystemPackage
import WordfallCore

extension LevelPack {
    /// The key under which `CampaignProgress` keeps this pack's results: the
    /// name of the pack's folder (`starter` for `packs/starter`), so progress
    /// survives moving the game to another place. A relative folder is taken
    /// from the working directory (`.` is the working directory's name).
    package var progressKey: String {
        var path = FilePath(directory.isEmpty ? "." : directory)
        if path.isRelative, let working = Self.workingDirectory() {
            path = working.pushing(path)
        }
        return path.lexicallyNormalized().lastComponent?.string ?? "/"
    }

    private static func workingDirectory() -> FilePath? {
        guard let pointer = getcwd(nil, 0) else { return nil }
        defer { free(pointer) }
        return FilePath(String(cString: pointer))
    }
}
