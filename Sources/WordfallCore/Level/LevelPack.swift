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
