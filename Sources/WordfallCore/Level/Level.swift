/// A level, as read from a level file and fully validated (see `LevelLoader`).
///
/// Everything a game needs to be reproduced exactly: the same `Level` and the
/// same moves give the same events on every machine.
public struct Level: Hashable, Sendable {
    public var id: String
    public var title: String
    /// The language the level is played in: its tiles and its bundled word list (`"language"`, default `en`).
    public var language: Language
    public var board: BoardSource
    public var rules: Rules
    public var bag: LetterBag
    public var seed: UInt64
    /// The word list's path (already resolved against the level file's folder); nil for the bundled list.
    public var dictionary: String?
    public var goals: [GoalSpec]
    /// The scores for two and three stars; nil when the level has no `stars`.
    public var stars: StarThresholds?

    public init(
        id: String, title: String, language: Language = .english, board: BoardSource, rules: Rules = Rules(),
        bag: LetterBag? = nil, seed: UInt64 = 0, dictionary: String? = nil, goals: [GoalSpec],
        stars: StarThresholds? = nil
    ) {
        self.id = id
        self.title = title
        self.language = language
        self.board = board
        self.rules = rules
        self.bag = bag ?? language.tiles.bag
        self.seed = seed
        self.dictionary = dictionary
        self.goals = goals
        self.stars = stars
    }
}

extension Level {
    /// The level as a level file's text (docs/LEVELS.md): loading it gives this level again, word for
    /// word of its rules, board, seed and goals. A replay keeps it, so a later edit of the file does not
    /// change what is replayed.
    public var fileText: String { LevelFileText.text(of: self) }
}
