import WordfallCore
import WordfallPlay
import WordfallProgress

/// A challenge played from its code (`wordfall play CODE`): a level file's rules, and an end screen that
/// shows the result line to send back and compares a friend's line with it (docs/RULES.md, "Challenges").
///
/// A challenge's result is its first play to the end: a later play of the same code is practice, whose end
/// shows the first play's line, so neither a retry nor the answers `w` lists make a better one.
package final class ChallengePlay: PlayKind {
    package let levels: [Level]
    package let progress: any ProgressRecorder
    let code: ChallengeCode
    /// The name the result line carries; nil until the player gives one (asked before the game).
    var name: String?
    /// The name offered when the player gives none (the login name, else `player`).
    let suggestedName: String
    /// Keeps the name given, for every challenge after this one (what cannot be kept is told after the screen).
    let keepName: (String) -> Void
    let lexicon: Lexicon
    /// The first play of this code to its end (kept before, or this session's first): the result that counts.
    var counted: ChallengeResult?
    /// Keeps how a comparison came out for the player's own line (won, lost, drawn); returns the warning
    /// to tell when it could not be kept.
    let keep: (ChallengeComparison, _ mine: String) -> String?
    /// The name being typed on the card that asks for it; nil when it is not showing.
    var typedName: String?
    /// A round's board total (the standard round's, a daily's), worked out once.
    private var roundTotal: Int?
    private var roundExpected: Set<String>?

    /// - Parameters:
    ///   - name: the name for the result line; nil asks for one on a card before the game.
    ///   - counted: the first play of `code` to its end kept in the saved data, if any: this play is practice.
    package init(
        level: Level, code: ChallengeCode, name: String?, suggestedName: String = "player", lexicon: Lexicon,
        progress: any ProgressRecorder, counted: ChallengeResult? = nil,
        keepName: @escaping (String) -> Void = { _ in },
        keep: @escaping (ChallengeComparison, String) -> String? = { _, _ in nil }
    ) {
        self.levels = [level]
        self.code = code
        self.name = name
        self.suggestedName = suggestedName
        self.keepName = keepName
        self.lexicon = lexicon
        self.progress = progress
        self.counted = counted
        self.keep = keep
    }

    package func introduction(level index: Int, _ session: PlaySession) -> IntroCard? {
        var lines = IntroText.ownRules(of: levels[index])
        if counted != nil {
            lines.append(
                "Practice: you played this code to its end before, and a challenge's result is its first play's. "
                    + "This game's line is not the one you send.")
        }
        return lines.isEmpty ? nil : IntroCard(title: levels[index].title, lines: lines)
    }

    /// Asks for the player's name first when none is known yet, then introduces the level as any kind does.
    package func introduce(_ session: PlaySession) {
        guard name == nil else { return session.open() }
        askName(session)
    }

    /// A round shows its rank as it is played, as the daily does (its status and header), not stars.
    package func began(_ session: PlaySession) {
        guard isRound else { return }
        var day = CalendarDay(dayNumber: 0)
        if case .daily(let played, _) = code.game { day = played }
        let play = roundPlay(day: day)
        session.view.update { $0.daily = play }
    }

    /// A round's Ctrl-F before the goals: a second right after ends it as it stands (`PlayFlow.finishedEarly`).
    package var earlyEndWarning: String? {
        isRound ? "Ctrl-F again ends the round now, as it stands; Ctrl-D leaves it, kept to resume." : nil
    }

    /// The end in the challenge's terms: a round's score out of the board's and its rank, never a pass, a
    /// fail or stars; a level's own goals and stars, when it has them. The result line is the first play's.
    package func reviewing(_ review: inout GameScreenState.Review, ending: PlayFlow.LevelEnd, _ session: PlaySession) {
        let challenge = end(of: session.game, score: ending.score, words: ending.words.count)
        review.challenge = challenge
    }

    /// The end of `game` (which scored `score` with `words` words) as a challenge's: its terms and the line
    /// that counts. The first play to the end is the one that counts; every later one is practice.
    package func end(of game: Game, score: Int, words: Int) -> GameScreenState.ChallengeEnd {
        let mine = result(of: game)
        var challenge = GameScreenState.ChallengeEnd(
            result: (countedResult ?? mine).line, terms: terms(score: score, words: game.foundWords))
        challenge.practice = counted != nil
        challenge.words = words
        if counted == nil { counted = mine }
        return challenge
    }

    /// The result that counts, with the name the player goes by now; nil before the first play's end.
    var countedResult: ChallengeResult? {
        counted.map { ChallengeResult(code: $0.code, name: playerName, score: $0.score, steps: $0.steps) }
    }

    /// The terms the end of a game scoring `score` is said in.
    func terms(score: Int, words: [String]) -> GameScreenState.ChallengeEnd.Terms {
        switch code.game {
        case .seed, .daily:
            return .round(rank: roundPlay().rank(score: score, words: words).name, total: total)
        case .starter, .levelFile:
            return .level(stars: levels[0].stars != nil)
        }
    }

    /// The points of every expected word on the starting board (a round's goal, as the daily's).
    var total: Int {
        if let roundTotal { return roundTotal }
        let board = Game(level: levels[0], lexicon: lexicon).board
        let expected = lexicon.search(on: board, minLength: levels[0].rules.minWordLength).words.filter(\.isExpected)
        let total = expected.reduce(0) { $0 &+ $1.points }
        roundTotal = total
        roundExpected = Set(expected.map(\.word))
        return total
    }

    /// The round as a daily's play: its total and expected words, for its rank (Queen Bee is every one found).
    func roundPlay(day: CalendarDay = CalendarDay(dayNumber: 0)) -> DailyPlay {
        var play = DailyPlay(day: day, generator: 0, total: total)
        play.expected = roundExpected
        return play
    }

    /// On the card asking for a name, the name's keys; on the end screen, `c` opens a line for a friend's
    /// result: typed or pasted, Enter compares it, Esc goes back. While it is open every key is the line's,
    /// so none chooses what comes next.
    package func takesKey(_ key: Key, _ session: PlaySession) -> Bool {
        if typedName != nil { return typeName(key, session) }
        guard case .levelOver(let ending) = session.state.screen, ending.keysWork,
            var challenge = ending.review.challenge
        else { return false }
        guard let friend = challenge.friendLine else {
            guard key == .character("c") else { return false }
            challenge.friendLine = ""
            challenge.friendLineGoesOn = false
            session.showChallenge(challenge)
            return true
        }
        switch key {
        case .character(let character):
            guard friend.count < GameScreenState.ChallengeEnd.friendLineLimit else { return true }
            challenge.friendLine = friend + String(character)
        case .backspace, .delete:
            challenge.friendLine = String(friend.dropLast())
        case .escape:
            challenge.friendLine = nil
        case .enter where !Self.isWhole(friend):
            // A line copied across the rows of a friend's screen arrives with line breaks: it goes on.
            challenge.friendLineGoesOn = !friend.trimmingSpaces.isEmpty
        case .enter:
            challenge.friendLine = nil
            session.showChallenge(challenge)
            session.send(.friendResultGiven(friend))
            return true
        case .control("d"), .control("c"):
            return false
        default:
            return true
        }
        session.showChallenge(challenge)
        return true
    }

    /// Whether `text` holds a whole line's five parts (four `:`), so Enter compares it rather than going on.
    static func isWhole(_ text: String) -> Bool {
        text.filter { $0 == ":" }.count >= 4
    }

    /// Plays the player's result (the first play's) and the friend's line again on the board and compares
    /// them word by word; keeps how it came out.
    package func compare(_ line: String, _ session: PlaySession) -> PlayFlow.Comparison {
        compare(line, game: session.game)
    }

    /// Compares the friend's `line` with the result that counts (else `game`'s), both played again; `live`
    /// (a duel's: both games were played at once) compares `game`'s own, and keeps it only when it is the
    /// result that counts (the store refuses a practice line).
    package func compare(_ line: String, game: Game, live: Bool = false) -> PlayFlow.Comparison {
        let theirs: ChallengeResult
        do {
            theirs = try ChallengeResult(reading: line)
        } catch {
            return .refused("Your friend's line: \(error.message)")
        }
        guard theirs.code == code else { return .refused(ChallengeResultError.differentChallenges.message) }
        let level = levels[0]
        let replays: [ChallengeReplay]
        do {
            replays = [
                try ChallengeReplay(
                    live ? result(of: game) : countedResult ?? result(of: game), level: level, lexicon: lexicon),
                try ChallengeReplay(theirs, level: level, lexicon: lexicon),
            ]
        } catch {
            return .refused("Your friend's line (\(theirs.name)): \(error.message)")
        }
        let board = Game(level: level, lexicon: lexicon).board
        let words = lexicon.search(on: board, minLength: level.rules.minWordLength).words
        let comparison = ChallengeComparison(replays, boardWords: words)
        return .compared(comparison, warning: keep(comparison, replays[0].result.line))
    }

    package var flowKind: PlayFlow.Kind { .level }

    /// Both players play the code's word list alone (docs/RULES.md, "Challenges").
    package var ownWords: Bool { false }
    /// A challenge keeps its code's refills on every try: the friend's game is this one (issue 42).
    package var retriesAreNewGames: Bool { false }

    /// Whether the challenge is a round (the standard round, a daily's): no pass or fail, no stars, a rank.
    package var isRound: Bool {
        switch code.game {
        case .seed, .daily: true
        case .starter, .levelFile: false
        }
    }

    /// Whether its end speaks of stars: a level's that has them.
    package var hasStars: Bool { !isRound && levels[0].stars != nil }

    /// The name the line carries: the one given, else the one offered.
    var playerName: String { name ?? suggestedName }

    private func result(of game: Game) -> ChallengeResult {
        ChallengeReplay.result(
            code: code, name: playerName, level: levels[0], lexicon: lexicon, moves: game.moveLog)
    }
}
