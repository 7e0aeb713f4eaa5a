import Events

/// Checks submissions against the rules, remembers the accepted words, and publishes each verdict.
///
/// The checks run in docs/RULES.md's order and the first that fails is the
/// reason: `levelOver`, `invalidInput`, `tooShort`, `alreadyFound`,
/// `notInDictionary`, `notOnBoard`. An explicit path is checked for being a
/// path right after `levelOver` (`notOnBoard`), then its text goes through
/// `tooShort`, `alreadyFound` and `notInDictionary`.
public final class WordValidator {
    /// A submission passed every check.
    public let wordAccepted = ObservableEvent<AcceptedWord>("wordAccepted")
    /// A submission failed a check.
    public let wordRejected = ObservableEvent<RejectedWord>("wordRejected")

    public let lexicon: Lexicon
    public let minWordLength: Int
    /// The accepted words, upper case, in the order they were accepted.
    public private(set) var foundWords: [String] = []
    private var found: Set<String> = []

    public init(lexicon: Lexicon, minWordLength: Int) {
        self.lexicon = lexicon
        self.minWordLength = minWordLength
    }

    /// Whether `word` (upper case) was already accepted.
    public func hasFound(_ word: String) -> Bool {
        found.contains(word)
    }

    /// Checks a typed word (any case) on `board`; publishes `wordAccepted` or `wordRejected`.
    /// - Returns: the accepted word, with its best path, or nil.
    @discardableResult
    public func submit(word typed: String, on board: Board, levelOver: Bool) -> AcceptedWord? {
        var letters: [UInt8] = []
        letters.reserveCapacity(typed.utf8.count)
        var valid = !typed.isEmpty
        for byte in typed.utf8 {
            switch byte {
            case 65...90: letters.append(byte)
            case 97...122: letters.append(byte - 32)
            default:
                valid = false
                letters.append(byte)
            }
        }
        let word = String(decoding: letters, as: UTF8.self)
        if levelOver { return reject(word, .levelOver) }
        guard valid else { return reject(word, .invalidInput) }
        if let reason = textCheck(word, letterCount: letters.count) { return reject(word, reason) }
        guard let path = board.bestPath(spelling: word) else { return reject(word, .notOnBoard) }
        return accept(word, path: path, on: board)
    }

    /// Checks an explicit path on `board`; publishes `wordAccepted` or `wordRejected`.
    /// - Returns: the accepted word, or nil.
    @discardableResult
    public func submit(path: [Position], on board: Board, levelOver: Bool) -> AcceptedWord? {
        let word = board.text(of: path)
        if levelOver { return reject(word, .levelOver) }
        guard board.isPath(path) else { return reject(word, .notOnBoard) }
        if let reason = textCheck(word, letterCount: word.utf8.count) { return reject(word, reason) }
        return accept(word, path: path, on: board)
    }

    /// Checks 3 to 5 of docs/RULES.md on an upper-case word of letters.
    private func textCheck(_ word: String, letterCount: Int) -> RejectionReason? {
        if letterCount < minWordLength { return .tooShort }
        if found.contains(word) { return .alreadyFound }
        if !lexicon.contains(word) { return .notInDictionary }
        return nil
    }

    private func reject(_ word: String, _ reason: RejectionReason) -> AcceptedWord? {
        wordRejected.notifyObservers(RejectedWord(word: word, reason: reason))
        return nil
    }

    private func accept(_ word: String, path: [Position], on board: Board) -> AcceptedWord {
        let tiles = path.map { board[$0] }
        let accepted = AcceptedWord(word: word, path: path, tiles: tiles, points: Scoring.points(for: tiles))
        found.insert(word)
        foundWords.append(word)
        wordAccepted.notifyObservers(accepted)
        return accepted
    }
}
