/// A level's rules; every field has the default docs/RULES.md gives.
public struct Rules: Hashable, Sendable {
    public var minWordLength: Int
    public var refill: Refill
    /// Accepted words allowed; nil for no limit.
    public var moves: Int?
    /// Seconds allowed; nil for no limit.
    public var timeLimit: Double?
    public var shuffles: Int
    public var hints: Int
    /// The most hard letters (J K Q V X Z) a board may hold; with it, every tile drawn is weighted against
    /// the board (docs/RULES.md, "Balanced draws"). Nil: plain draws.
    public var hardLetters: Int?
    /// Every this many accepted words, a fresh tile is lit (docs/RULES.md, "Burning tiles"); nil: never.
    public var burnEvery: Int?
    /// The words a lit tile lasts before it burns out.
    public var fuse: Int
    /// A word of at least this many letters drops a bonus tile (docs/RULES.md, "Reward tiles"); nil: none.
    public var rewardLength: Int?
    /// Whether a shuffle once the free ones are used up is a scramble that costs a move
    /// (docs/RULES.md, "Scramble").
    public var scramble: Bool
    /// On a static board, whether a bonus tile gives its bonus once: the word that uses it spends it
    /// (docs/RULES.md, "Bonuses spent").
    public var bonusOnce: Bool
    /// Hard mode (docs/RULES.md, "Hard mode"): a refused word costs a move, 10 seconds or points, and the
    /// screen says nothing of a word before Enter.
    public var hard: Bool
    /// The endless game's rules (docs/RULES.md, "The endless game"): a burning tile burns the tile below it
    /// after each word instead of burning out, one on the bottom row ends the game, and the level rises
    /// every few words (`EndlessStage`), so `burnEvery` and `hardLetters` are the first level's.
    public var endless: Bool

    public init(
        minWordLength: Int = 3, refill: Refill = .gravity, moves: Int? = nil, timeLimit: Double? = nil,
        shuffles: Int = 1, hints: Int = 1, hardLetters: Int? = nil, burnEvery: Int? = nil, fuse: Int = 3,
        rewardLength: Int? = nil, scramble: Bool = false, bonusOnce: Bool = false, hard: Bool = false,
        endless: Bool = false
    ) {
        self.endless = endless
        self.hard = hard
        self.bonusOnce = bonusOnce
        self.hardLetters = hardLetters
        self.burnEvery = burnEvery
        self.fuse = fuse
        self.rewardLength = rewardLength
        self.scramble = scramble
        self.minWordLength = minWordLength
        self.refill = refill
        self.moves = moves
        self.timeLimit = timeLimit
        self.shuffles = shuffles
        self.hints = hints
    }
}
