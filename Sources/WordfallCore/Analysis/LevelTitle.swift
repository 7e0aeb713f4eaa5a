/// A generated level's title, as a person would name a level (docs/LEVELS.md, "Generated packs"): from its
/// first goal (the level's theme), the letter or word that goal names, or a rare letter of its board; never
/// a word of the board taken at random.
///
/// Each goal type has a few titles; a title a pack has already used is passed over, and when a type's
/// titles are all used the first comes back numbered ("Bonus Hunt II"). Every word of a title is a plain
/// English word (the tests hold them to words most players know); a `word` goal's word names its level
/// only when it is one of those (tier 20 or less), as The Hidden Garden is named after GARDEN.
enum LevelTitle {
    /// The title of a level with `goals` on `board`, not one of `taken`.
    static func title(
        goals: [GoalSpec], board: Board, refill: Refill, lexicon: Lexicon, taken: Set<String>,
        language: Language = .english
    ) -> String {
        let candidates = goals.first.map { themed($0.kind, board: board, lexicon: lexicon, language: language) } ?? []
        let pool = candidates + (refill == .none ? still : falling)
        if let free = pool.first(where: { !taken.contains($0) }) { return free }
        let base = pool.first ?? "Word Hunt"
        for number in 2...400 {
            let numbered = "\(base) \(roman(number))"
            if !taken.contains(numbered) { return numbered }
        }
        return base
    }

    /// The titles the goal's theme gives, best first.
    static func themed(_ kind: GoalKind, board: Board, lexicon: Lexicon, language: Language) -> [String] {
        switch kind {
        case .score:
            let rare = board.tiles.map(\.letter).filter { Self.rare.contains($0) }
            let lone = rare.count == 1 && language.isEnglish ? ["The Lone \(String(UnicodeScalar(rare[0])))"] : []
            return lone + ["Point Rush", "Running Total", "Score Chase", "Counting Up", "High Tally"]
        case .words: return ["Word Count", "Word Harvest", "A Full Page", "Many Hands", "Busy Board"]
        case .longWords: return ["Long Haul", "The Long Way", "Stretch Out", "Go Long", "Long Story"]
        case .word(let word):
            guard (lexicon.tier(of: word) ?? 99) <= 20, language.isEnglish else {
                return ["Hide and Seek", "The Missing Word", "One to Find", "Needle in a Haystack"]
            }
            return ["The Hidden \(word.prefix(1) + word.dropFirst().lowercased())", "Hide and Seek"]
        case .wordScore: return ["One Big Word", "The Big One", "Go Big", "Heavy Hitter", "Big Game"]
        case .letter(let code, _):
            guard language.isEnglish, let adjective = adjectives[String(UnicodeScalar(code))] else {
                return ["Letter Hunt", "Letter Perfect"]
            }
            return [adjective, "Letter Hunt", "Letter Perfect"]
        case .bonusTiles: return ["Bonus Hunt", "Treasure Map", "Gold Squares", "Square Deal", "Hot Spots"]
        case .streak: return ["On a Roll", "No Misses", "Steady Hands", "Clean Sweep", "In the Groove"]
        case .custom: return []
        }
    }

    /// Titles of the board's kind, after the goal's.
    static let falling = ["Falling Letters", "Rain of Tiles", "Landslide", "Tumble Down"]
    static let still = ["Boggle Night", "Still Life", "Stay Put", "Set in Stone"]

    /// J, Q, X and Z: a board with one of them is named after it ("The Lone Q").
    static let rare: Set<UInt8> = Set("JQXZ".utf8)

    /// A letter goal's title, alliterative as Eager Es is.
    static let adjectives: [String: String] = [
        "A": "Awkward As", "B": "Busy Bs", "C": "Curious Cs", "D": "Daring Ds", "E": "Eager Es",
        "F": "Fancy Fs", "G": "Gentle Gs", "H": "Happy Hs", "I": "Idle Is", "J": "Jolly Js", "K": "Keen Ks",
        "L": "Lucky Ls", "M": "Merry Ms", "N": "Nimble Ns", "O": "Odd Os", "P": "Proud Ps", "Q": "Quiet Qs",
        "R": "Restless Rs", "S": "Sly Ss", "T": "Tidy Ts", "U": "Unruly Us", "V": "Vivid Vs", "W": "Wild Ws",
        "X": "X Marks the Spot", "Y": "Young Ys", "Z": "Zany Zs",
    ]

    /// 2 as II, 14 as XIV.
    static func roman(_ number: Int) -> String {
        let numerals = [
            (100, "C"), (90, "XC"), (50, "L"), (40, "XL"), (10, "X"), (9, "IX"), (5, "V"), (4, "IV"), (1, "I"),
        ]
        var rest = number
        var text = ""
        for (value, numeral) in numerals {
            while rest >= value {
                text += numeral
                rest -= value
            }
        }
        return text
    }
}
