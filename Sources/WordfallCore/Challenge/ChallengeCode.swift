/// A challenge: one line a person pastes or reads out that names a game two players play alike
/// (docs/RULES.md, "Challenges"). It carries what makes the game the same, never the answer: which game
/// (a seed's standard round, a day's puzzle, a starter level, a level file), the language, and a short hash
/// of the word list; a version and a check symbol guard it.
///
/// Its text is `WF-` and groups of four symbols of Crockford's base 32 (`ChallengeAlphabet`), at most 27
/// characters: `WF-1044-7FGR-...`. Read back case-insensitively, dashes and spaces ignored.
public struct ChallengeCode: Hashable, Sendable {
    /// The version this wordfall writes and reads; a code of a higher one was made by a newer wordfall.
    public static let currentVersion = 1
    /// How many bits of the word list's hash a code keeps.
    public static let wordListBits = 20
    /// How many bits of a starter level's content hash a code keeps (its index names it; this checks it).
    public static let starterHashBits = 25
    /// How many bits of a level file's content hash a code keeps.
    public static let fileHashBits = 60

    /// Which game a code names.
    public enum Game: Hashable, Sendable {
        /// The standard round drawn from a seed (`ChallengeRound`).
        case seed(UInt64)
        /// The daily puzzle of a day, as that day's generator draws it.
        case daily(CalendarDay, generator: Int)
        /// A level of the starter pack, by its place in the pack (from 0), and its file's content hash.
        case starter(index: Int, contentHash: UInt64)
        /// A level file of one's own, by its content hash: the friend needs the file too.
        case levelFile(contentHash: UInt64)

        var kind: UInt64 {
            switch self {
            case .seed: 0
            case .daily: 1
            case .starter: 2
            case .levelFile: 3
            }
        }
    }

    public var game: Game
    /// The language's number (`ChallengeLanguage`).
    public var language: ChallengeLanguage
    /// The word list's hash, `wordListBits` bits (`Lexicon.challengeHash`).
    public var wordList: UInt64

    public init(game: Game, language: ChallengeLanguage = .english, wordList: UInt64) {
        self.game = game
        self.language = language
        self.wordList = wordList & ((1 << UInt64(Self.wordListBits)) - 1)
    }

    /// The fields after the version, kind and language, by kind: their widths.
    static func bodyWidths(kind: UInt64) -> [Int] {
        switch kind {
        case 0: [64]
        case 1: [20, 5]
        case 2: [5, starterHashBits]
        default: [fileHashBits]
        }
    }

    /// How many symbols (check included) a code of `kind` has after `WF`.
    static func symbolCount(kind: UInt64) -> Int {
        let bits = 5 + 2 + 3 + wordListBits + bodyWidths(kind: kind).reduce(0, +)
        return (bits + 4) / 5 + 1
    }

    /// The symbols' values, the check symbol last.
    var values: [UInt8] {
        var fields: [(value: UInt64, bits: Int)] = [
            (UInt64(Self.currentVersion), 5), (game.kind, 2), (UInt64(language.rawValue), 3),
            (wordList, Self.wordListBits),
        ]
        switch game {
        case .seed(let seed):
            fields.append((seed, 64))
        case .daily(let day, let generator):
            fields += [(UInt64(max(0, day.dayNumber)), 20), (UInt64(generator & 31), 5)]
        case .starter(let index, let hash):
            fields += [(UInt64(index & 31), 5), (hash, Self.starterHashBits)]
        case .levelFile(let hash):
            fields.append((hash, Self.fileHashBits))
        }
        let values = ChallengeAlphabet.pack(fields)
        return values + [ChallengeAlphabet.check(values)]
    }

    /// The code as it is printed: `WF-` and groups of four symbols.
    public var text: String {
        var text = "WF"
        for (index, value) in values.enumerated() {
            if index % 4 == 0 { text += "-" }
            text.append(ChallengeAlphabet.symbol(value))
        }
        return text
    }

    /// The code with no dashes, upper case: how a result line and the saved data name it.
    public var compact: String { text.filter { $0 != "-" } }

    /// Whether `text` looks like a challenge code at all (`WF` then symbols, dashes and spaces), so a command
    /// taking a path or a code says what is wrong with a mistyped code rather than "no such file".
    public static func looksLikeCode(_ text: String) -> Bool {
        let bytes = Array(text.utf8)
        guard bytes.count >= 4, bytes.count <= 80, bytes[0] | 32 == UInt8(ascii: "w"),
            bytes[1] | 32 == UInt8(ascii: "f")
        else { return false }
        return bytes.dropFirst(2).allSatisfy { byte in
            byte == UInt8(ascii: "-") || byte == UInt8(ascii: " ")
                || (byte | 32 >= UInt8(ascii: "a") && byte | 32 <= UInt8(ascii: "z"))
                || (byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9"))
        }
    }
}
