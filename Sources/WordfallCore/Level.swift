import Foundation

/// A level, as read from a level file and fully validated (see `LevelLoader`).
///
/// Everything a game needs to be reproduced exactly: the same `Level` and the
/// same moves give the same events on every machine.
public struct Level: Hashable, Sendable {
    public var id: String
    public var title: String
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
        id: String, title: String, board: BoardSource, rules: Rules = Rules(), bag: LetterBag = .english,
        seed: UInt64 = 0, dictionary: String? = nil, goals: [GoalSpec], stars: StarThresholds? = nil
    ) {
        self.id = id
        self.title = title
        self.board = board
        self.rules = rules
        self.bag = bag
        self.seed = seed
        self.dictionary = dictionary
        self.goals = goals
        self.stars = stars
    }
}

/// Where a level's starting board comes from.
public enum BoardSource: Hashable, Sendable {
    /// A fixed board given letter by letter (with its bonus overlay).
    case fixed(Board)
    /// A board of this size drawn from the bag, row-major.
    case random(rows: Int, columns: Int)
}

/// What happens to the board after an accepted word.
public enum Refill: String, Hashable, Sendable {
    /// Used tiles vanish, the rest fall, fresh tiles fill from the bag.
    case gravity
    /// The board never changes (Boggle style).
    case none
}

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

    public init(
        minWordLength: Int = 3, refill: Refill = .gravity, moves: Int? = nil, timeLimit: Double? = nil,
        shuffles: Int = 1, hints: Int = 1
    ) {
        self.minWordLength = minWordLength
        self.refill = refill
        self.moves = moves
        self.timeLimit = timeLimit
        self.shuffles = shuffles
        self.hints = hints
    }
}

/// The two score thresholds for the second and third star.
public struct StarThresholds: Hashable, Sendable {
    public var twoStars: Int
    public var threeStars: Int

    public init(twoStars: Int, threeStars: Int) {
        self.twoStars = twoStars
        self.threeStars = threeStars
    }
}

/// Letter weights for drawing tiles, indexed A (0) to Z (25).
public struct LetterBag: Hashable, Sendable {
    public var weights: [Int]

    public init(weights: [Int]) {
        precondition(weights.count == 26 && weights.allSatisfy { $0 >= 0 } && weights.reduce(0, +) > 0)
        self.weights = weights
    }

    /// The Scrabble tile counts (total 98), the `"bag": "english"` default.
    public static let english = LetterBag(weights: [
        9, 2, 2, 4, 12, 2, 3, 2, 9, 1, 1, 4, 2, 6, 8, 2, 1, 6, 4, 6, 4, 2, 2, 1, 2, 1,
    ])

    public var total: Int { weights.reduce(0, +) }
}

/// One goal of a level, as its file states it.
public struct GoalSpec: Hashable, Sendable {
    public var kind: GoalKind
    /// Shown instead of the generated description when present.
    public var label: String?

    public init(_ kind: GoalKind, label: String? = nil) {
        self.kind = kind
        self.label = label
    }
}

/// The eight goal types of docs/RULES.md, with their fields.
public enum GoalKind: Hashable, Sendable {
    case score(target: Int)
    case words(count: Int)
    case longWords(count: Int, minLength: Int)
    /// The word in upper case.
    case word(String)
    case wordScore(target: Int)
    /// The letter as an upper-case ASCII code.
    case letter(UInt8, count: Int)
    case bonusTiles(count: Int)
    case streak(count: Int)

    /// The `type` string used in level files and the headless output.
    public var typeName: String {
        switch self {
        case .score: "score"
        case .words: "words"
        case .longWords: "longWords"
        case .word: "word"
        case .wordScore: "wordScore"
        case .letter: "letter"
        case .bonusTiles: "bonusTiles"
        case .streak: "streak"
        }
    }

    /// The progress at which the goal is done.
    public var target: Int {
        switch self {
        case .score(let target), .wordScore(let target): target
        case .words(let count), .longWords(let count, _), .letter(_, let count), .bonusTiles(let count),
            .streak(let count):
            count
        case .word: 1
        }
    }
}

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
