/// Checks submissions against the rules and remembers the accepted words.
///
/// It publishes nothing: the game publishes each verdict as `Game.events`' `wordAccepted` or
/// `wordRejected`.
///
/// The checks run in docs/RULES.md's order and the first that fails is the
/// reason: `levelOver`, `invalidInput`, `tooShort`, `alreadyFound`,
/// `offensive`, `notInDictionary`, `notOnBoard`. An explicit path is checked for being a
/// path right after `levelOver` (`notOnBoard`), then its text goes through
/// `tooShort`, `alreadyFound` and `notInDictionary`.
public final class WordValidator {
    public let lexicon: Lexicon
    public let minWordLength: Int
    /// The accepted words, upper case, in the order they were accepted.
    public internal(set) var foundWords: [String] = []
    var found = WordSet()

    public init(lexicon: Lexicon, minWordLength: Int) {
        self.lexicon = lexicon
        self.minWordLength = minWordLength
    }

    /// Whether `word` (upper case) was already accepted.
    public func hasFound(_ word: String) -> Bool {
        found.contains(word)
    }

    /// Checks a typed word (any case) on `board` and remembers it if it is accepted.
    /// - Returns: the accepted word, with its best path, or nil.
    @discardableResult
    public func submit(word typed: String, on board: Board, levelOver: Bool) -> AcceptedWord? {
        record(verdict(word: typed, on: board, levelOver: levelOver))
    }

    /// Checks an explicit path on `board` and remembers its word if it is accepted.
    /// - Returns: the accepted word, or nil.
    @discardableResult
    public func submit(path: [Position], on board: Board, levelOver: Bool) -> AcceptedWord? {
        record(verdict(path: path, on: board, levelOver: levelOver))
    }

    /// What `submit(word:on:levelOver:)` would decide now, without remembering anything.
    public func verdict(word typed: String, on board: Board, levelOver: Bool) -> WordVerdict {
        var letters: [UInt8] = []
        letters.reserveCapacity(typed.utf8.count)
        var valid = !typed.isEmpty
        // The code letters 0-9 of a set of more than 26 tiles (`LetterCode`) come only with a list that has them.
        let digits = lexicon.isWide
        for byte in typed.utf8 {
            switch byte {
            case 65...90: letters.append(byte)
            case 97...122: letters.append(byte - 32)
            case 48...57 where digits: letters.append(byte)
            default:
                valid = false
                letters.append(byte)
            }
        }
        let word = String(decoding: letters, as: UTF8.self)
        if levelOver { return .rejected(RejectedWord(word: word, reason: .levelOver)) }
        guard valid else { return .rejected(RejectedWord(word: word, reason: .invalidInput)) }
        if let reason = textCheck(word, letterCount: letters.count) {
            return .rejected(RejectedWord(word: word, reason: reason))
        }
        guard let path = board.bestPath(spelling: word) else {
            return .rejected(RejectedWord(word: word, reason: .notOnBoard))
        }
        return .accepted(Self.accepted(word, path: path, on: board))
    }

    /// What `submit(path:on:levelOver:)` would decide now, without remembering anything.
    public func verdict(path: [Position], on board: Board, levelOver: Bool) -> WordVerdict {
        let word = board.text(of: path)
        if levelOver { return .rejected(RejectedWord(word: word, reason: .levelOver, isPath: true)) }
        guard board.isPath(path) else { return .rejected(RejectedWord(word: word, reason: .notOnBoard, isPath: true)) }
        if let reason = textCheck(word, letterCount: word.utf8.count) {
            return .rejected(RejectedWord(word: word, reason: reason, isPath: true))
        }
        return .accepted(Self.accepted(word, path: path, on: board))
    }

    /// Checks 3 to 5 of docs/RULES.md on an upper-case word of letters.
    private func textCheck(_ word: String, letterCount: Int) -> RejectionReason? {
        if letterCount < minWordLength { return .tooShort }
        if found.contains(word) { return .alreadyFound }
        if !lexicon.contains(word) { return lexicon.isRefused(word) ? .offensive : .notInDictionary }
        return nil
    }

    /// Remembers an accepted word (the game publishes the move's events later).
    @discardableResult
    func record(_ verdict: WordVerdict) -> AcceptedWord? {
        guard case .accepted(let accepted) = verdict else { return nil }
        found.insert(accepted.word)
        foundWords.append(accepted.word)
        return accepted
    }

    private static func accepted(_ word: String, path: [Position], on board: Board) -> AcceptedWord {
        let tiles = path.map { board[$0] }
        return AcceptedWord(word: word, path: path, tiles: tiles, points: Scoring.points(for: tiles))
    }
}
