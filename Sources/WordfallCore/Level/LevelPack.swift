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

    /// The level a campaign goes on with, of `count`: the first not completed after the last completed one
    /// (issue 40: Continue went back to an old level's abandoned retry), else the first not completed (a
    /// level added before the last completed one, the pack edited since); nil when every level is.
    public static func next(count: Int, completed: (Int) -> Bool) -> Int? {
        let last = (0..<count).last(where: completed) ?? -1
        return (last + 1..<count).first { !completed($0) } ?? (0..<count).first { !completed($0) }
    }
}
