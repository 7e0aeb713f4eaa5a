/// A level pack: a folder with `pack.json` naming its levels in play order.
public struct LevelPack: Hashable, Sendable {
    public var title: String
    /// The folder holding `pack.json`.
    public var directory: String
    /// The level files, as paths resolved against `directory`, in play order.
    public var levelPaths: [String]

    public init(title: String, directory: String, levelPaths: [String]) {
        self.title = title
        self.directory = directory
        self.levelPaths = levelPaths
    }
}

extension LevelPack {
    /// The campaign's rule for which levels of a pack may be played: the first one, every completed
    /// one, and the one after a completed one. `completed` says whether the level at an index is.
    public static func isOpen(_ index: Int, completed: (Int) -> Bool) -> Bool {
        index == 0 || completed(index) || (index > 0 && completed(index - 1))
    }
}
