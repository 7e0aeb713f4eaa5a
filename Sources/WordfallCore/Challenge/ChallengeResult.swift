/// The line a player sends back after a challenge (docs/RULES.md, "Challenges"):
///
///     WF104400000000000000000000:ann:1230:CAT@3,DOGS@12,*@20,QUEEN@41=0A0B0G0H0C:7K
///
/// the code, a name, the score, the moves that made it in play order (each word as its tiles read, `COL·LEGI`
/// in Catalan, with
/// the second of the level clock it was found at, its tiles' cells when it was picked tile by tile, and `*`
/// for a shuffle, which draws the same new board for anyone), and two check symbols. `ChallengeReplay` plays
/// the moves again on the code's board, which is what lets `compare` refuse a line that was edited.
public struct ChallengeResult: Hashable, Sendable {
    /// One move of a result.
    public enum Step: Hashable, Sendable {
        /// A word typed, found at this second, as its tile spelling (code letters, docs/LANGUAGES.md); `path`
        /// when it was picked tile by tile (cells in row-major index order, as `row x columns + column`).
        case word(String, second: Int, path: [Int]?)
        /// A shuffle (or a scramble) asked for at this second.
        case shuffle(second: Int)

        public var second: Int {
            switch self {
            case .word(_, let second, _), .shuffle(let second): second
            }
        }
    }

    /// The most characters a name may have.
    public static let nameLimit = 16
    /// The most moves a line may carry (more than any board gives).
    public static let stepLimit = 2_000

    public var code: ChallengeCode
    public var name: String
    public var score: Int
    public var steps: [Step]

    public init(code: ChallengeCode, name: String, score: Int, steps: [Step]) {
        self.code = code
        self.name = name
        self.score = score
        self.steps = steps
    }

    /// Whether `name` may stand in a line: 1 to `nameLimit` letters, digits, `_`, `.` or `-`.
    public static func isName(_ name: String) -> Bool {
        !name.isEmpty && name.utf8.count <= nameLimit
            && name.utf8.allSatisfy { byte in
                (byte | 32 >= UInt8(ascii: "a") && byte | 32 <= UInt8(ascii: "z"))
                    || (byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")) || byte == UInt8(ascii: "_")
                    || byte == UInt8(ascii: ".") || byte == UInt8(ascii: "-")
            }
    }

    /// The line, its check symbols last.
    public var line: String {
        let body = Self.body(code: code, name: name, score: score, steps: steps)
        return body + ":" + Self.check(body)
    }

    /// The line without its check; each word written as its tiles read in the code's language (English's
    /// letters as they are), so a tile of several letters (L·L, NY) is never read as two.
    static func body(code: ChallengeCode, name: String, score: Int, steps: [Step]) -> String {
        let tiles = code.language.language.tiles
        var moves: [String] = []
        for step in steps {
            switch step {
            case .shuffle(let second):
                moves.append("*@\(second)")
            case .word(let word, let second, let path):
                var text = "\(tiles.faces(of: word))@\(second)"
                if let path {
                    text +=
                        "="
                        + path.map { cell in
                            String(ChallengeAlphabet.symbol(UInt8(cell / 32)))
                                + String(ChallengeAlphabet.symbol(UInt8(cell % 32)))
                        }.joined()
                }
                moves.append(text)
            }
        }
        return "\(code.compact):\(name):\(score):" + moves.joined(separator: ",")
    }

    /// Two symbols of the line's hash before them: a mistyped line fails it 1,023 times in 1,024.
    static func check(_ body: String) -> String {
        let hash = ContentHash.fold(ContentHash.of(body.utf8), bits: 10)
        return String(ChallengeAlphabet.symbol(UInt8(hash >> 5))) + String(ChallengeAlphabet.symbol(UInt8(hash & 31)))
    }
}
