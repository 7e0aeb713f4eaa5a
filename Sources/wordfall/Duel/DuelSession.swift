import Glibc
import WordfallCore
import WordfallUI

/// A live duel once both sides said hello (docs/RULES.md, "A live duel"), played as lines: the player's
/// words in, what happened out, the friend's score and word count as they change (never their words), and
/// at the end the comparison of both results. Both play the game the code names; only moves cross the
/// wire, each with the digest of its sender's game after it, checked on a copy of the friend's game here.
final class DuelSession {
    let prepared: PreparedLevel
    let code: ChallengeCode
    let name: String
    let peerName: String
    let connection: DuelConnection
    let output: OutputBuffer
    /// This player's game, on the real clock.
    let mine: Game
    /// The friend's game, played here from their moves.
    let peer: DuelPeer
    var sent = 0
    var peerLost = false
    /// Set when the duel must stop: what went wrong, for stderr.
    var failure: CommandFailure?
    /// The code's result that counts, kept before this duel (its first play to the end): the duel is
    /// practice, compared but not counted as won or lost. Nil when this duel is the code's first play.
    var counted: ChallengeResult?
    private var lastRejection: RejectedWord?
    private var warned: Set<Int> = []

    init(
        prepared: PreparedLevel, code: ChallengeCode, name: String, peerName: String, connection: DuelConnection,
        output: OutputBuffer
    ) {
        self.prepared = prepared
        self.code = code
        self.name = name
        self.peerName = peerName
        self.connection = connection
        self.output = output
        mine = Game(level: prepared.level, lexicon: prepared.lexicon)
        mine.logsMoves = true
        peer = DuelPeer(name: peerName, code: code, level: prepared.level, lexicon: prepared.lexicon)
    }

    func say(_ line: String) {
        output.writeLine(line)
        output.flush()
    }

    /// The count-down both see, then the game, until both games are over (or the friend is gone and this
    /// one is over); then the comparison.
    func play(countDown: Int, input: LineReader) throws(CommandFailure) {
        say("Playing \(TerminalText.shown(prepared.level.title)) against \(peerName).")
        if counted != nil {
            say(
                "Practice: you played this code to its end before, and a challenge's result is its first play's: "
                    + "this duel is not counted as won or lost.")
        }
        for second in stride(from: countDown, to: 0, by: -1) {
            say("\(second)...")
            let until = Self.now() + 1
            while Self.now() < until && failure == nil { pollPeer(waiting: 0.05) }
            if let failure { throw failure }
        }
        let token = mine.events.addObserver { [weak self] event in
            if case .wordRejected(let rejected) = event { self?.lastRejection = rejected }
        }
        defer { token.cancel() }
        mine.start()
        peer.start()
        say("Go! Type a word and Enter; board shows the board again, end ends your game.")
        sayBoard()
        var last = Self.now()
        var endedAt: Double?
        while failure == nil {
            let now = Self.now()
            if case .playing = mine.status { mine.advanceClock(by: now - last) }
            last = now
            announceTime()
            if let line = input.next(waiting: 0.05) {
                handle(line)
            } else if input.ended, case .playing = mine.status {
                mine.endByPlayer()
            }
            pollPeer(waiting: 0.05)
            if !isPlaying(mine), endedAt == nil {
                endedAt = now
                connection.send(.end(score: mine.score))
                say("Your game is over: \(NumberText.grouped(mine.score)) points.")
                if peer.endedScore == nil && !peerLost { say("Waiting for \(peerName) to finish...") }
            }
            if let endedAt, peer.endedScore != nil || peerLost || now - endedAt > theirTimeLeft() + 10 { break }
        }
        if let failure { throw failure }
        finish()
    }

    /// A line the player typed.
    func handle(_ line: String) {
        let isSpace: (Character) -> Bool = { $0 == " " || $0 == "\t" || $0 == "\r" }
        let text = String(String(line.drop(while: isSpace).reversed()).drop(while: isSpace).reversed())
        switch text.lowercased() {
        case "": return
        case "board":
            sayBoard()
            return
        case "end", "quit":
            if isPlaying(mine) { mine.endByPlayer() }
            return
        default: break
        }
        guard isPlaying(mine) else { return say("Your game is over; waiting for \(peerName).") }
        let before = mine.scoredWords.count
        lastRejection = nil
        // Typed as the language's letters (`nul·la`), played as its tile spelling (docs/LANGUAGES.md).
        let tiles = prepared.level.language.tiles
        mine.submit(word: tiles.tileSpelling(of: text) ?? text.uppercased())
        guard mine.scoredWords.count > before, let accepted = mine.scoredWords.last else {
            let reason = lastRejection.map { Self.wording($0.reason) } ?? "not accepted"
            return say("\(TerminalText.quoted(text.uppercased())): \(reason).")
        }
        sent += 1
        let second = Int(mine.moveLog.last?.at.rounded(.down) ?? 0)
        connection.send(
            .move(
                number: sent, step: .word(accepted.word, second: second, path: nil),
                digest: DuelMessage.digest(of: mine)))
        say(
            "\(tiles.faces(of: accepted.word)) accepted, \(NumberText.grouped(accepted.points)) points. Score "
                + "\(NumberText.grouped(mine.score)).")
    }

    /// The board row by row, each tile as it reads (Catalan's L·L and NY whole).
    private func sayBoard() {
        let tiles = prepared.level.language.tiles
        for row in mine.board.rowStrings { say("  " + row.map { tiles.faces(of: String($0)) }.joined(separator: " ")) }
    }

    /// Says the time left at a minute, 30 and 10 seconds.
    private func announceTime() {
        guard let left = mine.timeLeft, isPlaying(mine) else { return }
        for mark in [60, 30, 10] where left <= Double(mark) && warned.insert(mark).inserted {
            say(mark == 60 ? "1 minute left." : "\(mark) seconds left.")
        }
    }

    func isPlaying(_ game: Game) -> Bool {
        if case .playing = game.status { return true }
        return false
    }

    /// How long the friend's clock may still run (their game follows the same clock, started with this one).
    private func theirTimeLeft() -> Double {
        peer.game.timeLeft ?? 5
    }

    /// Both results and their comparison, and the outcome kept in the saved data.
    private func finish() {
        let myResult = ChallengeReplay.result(
            code: code, name: name, level: prepared.level, lexicon: prepared.lexicon, moves: mine.moveLog)
        let theirResult = peer.result
        if peerLost { say("\(peerName)'s game stopped with the lost connection; their result is as it stood.") }
        say("Your result: \(myResult.line)")
        say("\(peerName)'s result: \(theirResult.line)")
        guard let comparison = try? CompareCommand.compare([myResult.line, theirResult.line], levelFile: levelFile)
        else { return say("The two results could not be compared.") }
        say("")
        for line in ComparisonText.lines(comparison.comparison, title: comparison.title) { say(line) }
        if let counted {
            let first = ChallengeResult(code: counted.code, name: name, score: counted.score, steps: counted.steps)
            say("Practice: this duel is not counted; your result that counts is the first play's: \(first.line)")
            return
        }
        ChallengeRecord.keep(comparison.comparison, mine: myResult.line, dataDirectory: dataDirectory)
    }

    /// The level file a code of a level of one's own names (for the comparison's replay).
    var levelFile: String?
    /// Where the saved data is (`--data-dir`), nil for the default.
    var dataDirectory: String?

    /// Seconds on a monotonic clock.
    static func now() -> Double {
        var spec = timespec()
        clock_gettime(CLOCK_MONOTONIC, &spec)
        return Double(spec.tv_sec) + Double(spec.tv_nsec) / 1e9
    }

    static func wording(_ reason: RejectionReason) -> String {
        switch reason {
        case .levelOver: "the game is over"
        case .invalidInput: "letters only, please"
        case .tooShort: "too short"
        case .alreadyFound: "already found"
        case .offensive: "not a word this game accepts"
        case .notInDictionary: "not in the dictionary"
        case .notOnBoard: "not on the board"
        }
    }
}
