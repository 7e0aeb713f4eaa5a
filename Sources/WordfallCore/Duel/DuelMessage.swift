/// One line of the live duel's protocol (docs/RULES.md, "A live duel"): ASCII, at most `lineLimit` bytes,
/// ended by a newline. Only moves cross the wire: both sides play the game the code names, so each plays
/// the other's moves on a copy and checks the digest that came with them.
public enum DuelMessage: Hashable, Sendable {
    /// `wordfall-duel VERSION CODE NAME`: who is at the other end, and which challenge they play.
    case hello(version: Int, code: String, name: String)
    /// `start SECONDS`: the host starts the count-down; play begins when it ends.
    case start(countDown: Int)
    /// `move N SECOND STEP DIGEST`: the sender's N-th move (from 1), a result line's step (`CAT`,
    /// `CAT=0A0B0C`, `*`), and the digest of the sender's game after it.
    case move(number: Int, step: ChallengeResult.Step, digest: String)
    /// `end SCORE`: the sender's game is over, with this score.
    case end(score: Int)

    /// The protocol's version.
    public static let version = 1
    /// The most bytes a line may have.
    public static let lineLimit = 1024

    /// The line, without its newline.
    public var line: String {
        switch self {
        case .hello(let version, let code, let name): "wordfall-duel \(version) \(code) \(name)"
        case .start(let countDown): "start \(countDown)"
        case .move(let number, let step, let digest):
            "move \(number) \(step.second) \(Self.text(of: step)) \(digest)"
        case .end(let score): "end \(score)"
        }
    }

    /// Reads a line; nil when it is not one of the protocol's.
    public init?(line: String) {
        guard line.utf8.count <= Self.lineLimit, line.utf8.allSatisfy({ $0 >= 32 && $0 < 127 }) else { return nil }
        let parts = line.split(separator: " ", omittingEmptySubsequences: false).map(String.init)
        switch parts.first {
        case "wordfall-duel":
            guard parts.count == 4, let version = Int(parts[1]), ChallengeResult.isName(parts[3]) else { return nil }
            self = .hello(version: version, code: parts[2], name: parts[3])
        case "start":
            guard parts.count == 2, let seconds = Int(parts[1]), (0...10).contains(seconds) else { return nil }
            self = .start(countDown: seconds)
        case "move":
            guard parts.count == 5, let number = Int(parts[1]), number >= 1, let second = Int(parts[2]), second >= 0,
                let step = ChallengeResult.step("\(parts[3])@\(second)"[...]), parts[4].utf8.count == 8
            else { return nil }
            self = .move(number: number, step: step, digest: parts[4])
        case "end":
            guard parts.count == 2, let score = Int(parts[1]), score >= 0 else { return nil }
            self = .end(score: score)
        default:
            return nil
        }
    }

    /// A step as a move line carries it: a result line's step without its second.
    static func text(of step: ChallengeResult.Step) -> String {
        let body = ChallengeResult.body(
            code: ChallengeCode(game: .seed(0), wordList: 0), name: "x", score: 0, steps: [step])
        let move = body.split(separator: ":", omittingEmptySubsequences: false).last.map(String.init) ?? ""
        guard let at = move.firstIndex(of: "@") else { return move }
        let rest = move[move.index(after: at)...]
        return String(move[..<at]) + (rest.firstIndex(of: "=").map { String(rest[$0...]) } ?? "")
    }

    /// The digest of `game` as it stands: its score, its words and its board, 8 hex digits of FNV-1a.
    public static func digest(of game: Game) -> String {
        var text = "\(game.score)|" + game.foundWords.joined(separator: ",") + "|"
        text += game.board.rowStrings.joined(separator: "/")
        let hash = ContentHash.fold(ContentHash.of(text.utf8), bits: 32)
        let digits = String(hash, radix: 16)
        return String(repeating: "0", count: 8 - digits.count) + digits
    }
}
