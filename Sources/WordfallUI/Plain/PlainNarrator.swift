import Events
import WordfallCore

/// Plain mode's subscriber of one game: turns each event the model publishes into a sentence, and the
/// sentences of one move into one line (`CAT accepted, 50 points. Score 50. Goal: Spell 3 words, 1 of 3.`).
///
/// It switches over `GameEvent` like every other subscriber (docs/MODEL.md gives the order); it never
/// asks the game what happened. The session takes the lines after each command and each tick.
final class PlainNarrator {
    /// The seconds left at which a timed level says how much time is left.
    static let warnings: [Double] = [60, 30, 10]

    private var tokens: Set<ObserverToken> = []
    private let minWordLength: Int
    /// Whether the player's own words apply (a word not in the list then names `words add`).
    private let ownWords: Bool
    private let goals: [String]
    private var sentences: [String] = []
    private var lines: [String] = []
    private var lastRemaining: Double?
    /// Whether the level has a streak goal, and the model's run now (as `GameViewModel` reads it for its lines).
    private let hasStreakGoal: Bool
    private let run: () -> Int
    private var runBefore = 0
    /// The last hint's word, path and points, until the next move: `hint` again says the whole word.
    private(set) var hint: (word: String, path: [Position], points: Int?)?
    /// The board as the model last published it.
    private(set) var board: Board
    /// The accepted words with their points, in order.
    private(set) var found: [ScoredWord] = []

    /// Whether the game is a daily puzzle (its end is "the puzzle", not "the level").
    private let daily: Bool
    /// Whether the game is a challenge's round (the standard round, a daily's): its end is the round's, with
    /// no pass, fail or stars.
    var round = false
    /// Whether the level has no stars to speak of (a challenge's level without them, whose end the screen
    /// says without stars): its goals done and its end say none.
    var starless = false
    /// A daily's total points (its one goal, the whole board): its rank is said as it changes, instead
    /// of the goal's figures after every word.
    private let dailyTotal: Int?
    /// In a daily's round, the day's play: its rank takes the words found (Queen Bee is every expected word).
    private let dailyRound: DailyPlay?
    private var rank: String?
    /// In the hunt, every word found that day: its rank is said as it changes (`HuntText.rank`).
    private var hunt: DailyHunt?

    /// The level's rules (what a refused shuffle says depends on them).
    private let rules: Rules
    /// In the endless game, the burning tiles over the word being said, and the board changes since it: the
    /// second is the burn-down, after which its falls are said (`FireWatch`).
    private var fires: FireWatch?
    private var boardChanges = 0
    private var fallsSaid: Set<String> = []
    /// The level's language: the letters words and tiles are said in.
    let language: Language

    /// Subscribes to `game` (before `game.start()`).
    init(game: Game, daily: Bool = false, hunt: DailyHunt? = nil, ownWords: Bool = true, play: DailyPlay? = nil) {
        self.language = game.level.language
        self.daily = daily
        self.hunt = hunt
        // Hard mode names no way round a refusal: `words add` is not suggested there (issue 40).
        self.ownWords = ownWords && !game.level.rules.hard
        rank = hunt?.rank.name
        if hunt != nil {
            dailyTotal = nil
            dailyRound = nil
        } else if daily, game.level.goals.count == 1, case .score(let total) = game.level.goals[0].kind {
            dailyTotal = total
            let round = play ?? DailyPlay(day: CalendarDay(dayNumber: 0), generator: 0, total: total)
            dailyRound = round
            rank = round.rank(score: 0, words: []).name
        } else {
            dailyTotal = nil
            dailyRound = nil
        }
        minWordLength = game.level.rules.minWordLength
        rules = game.level.rules
        goals = game.goals.map { $0.spec.text(in: game.level.language) }
        board = game.board
        lastRemaining = game.timeLeft
        hasStreakGoal = game.goals.contains { $0.spec.kind.type == .streak }
        run = { [weak game] in game?.streak.run ?? 0 }
        game.events.addObserver(self) { narrator, event in narrator.follow(event) }.store(in: &tokens)
    }

    /// The lines said since the last call: the move's sentences as one line, then the level's end.
    func takeLines() -> [String] {
        endLine()
        defer { lines = [] }
        return lines
    }

    /// Forgets the hint (it was revealed, or a move made it stale).
    func clearHint() { hint = nil }

    private func say(_ sentence: String) { sentences.append(sentence) }

    /// Says the word's fires that fell more than a row, each once: after the burn-down's board, then with a
    /// `tileBurned` (one that reached the bottom row is no longer burning on the board: its event names it).
    private func sayFalls() {
        guard let lines = fires?.lines else { return }
        for line in lines where !fallsSaid.contains(line) {
            say(line)
            fallsSaid.insert(line)
        }
    }

    private func endLine() {
        if !sentences.isEmpty { lines.append(sentences.joined(separator: " ")) }
        sentences = []
    }

    private func follow(_ event: GameEvent) {
        switch event {
        case .levelStarted(let start):
            board = start.board
        case .wordAccepted(let word):
            hint = nil
            found.append(ScoredWord(word: word.word, points: word.points))
            runBefore = run()
            say(PlainWording.accepted(word, language: language))
            fires = rules.endless ? FireWatch(before: board, path: word.path) : nil
            boardChanges = 0
            fallsSaid = []
            if var hunt {
                hunt.add(word.word)
                self.hunt = hunt
                if hunt.rank.name != rank {
                    rank = hunt.rank.name
                    say(HuntText.rank(hunt))
                }
            }
        case .wordRejected(let rejection):
            say(PlainWording.rejected(rejection, minWordLength: minWordLength, ownWords: ownWords, language: language))
            if hasStreakGoal && runBefore > 0 && run() == 0 { say("Streak broken.") }
            runBefore = run()
        case .charged(let charge):
            say(HardWording.charged(charge))
        case .scoreChanged(let change):
            say("Score \(Format.number(change.score)).")
            if let round = dailyRound, round.rank(score: change.score, words: found.map(\.word)).name != rank {
                let words = found.map(\.word)
                let reached = round.rank(score: change.score, words: words).name
                rank = reached
                say("Rank: \(reached)\(PlainWording.next(round.next(score: change.score, words: words))).")
            }
        case .goalProgressed(let progress):
            // A goal reaching its target is said once, by its completion; a daily's, by its rank.
            guard dailyTotal == nil, hunt == nil, goals.indices.contains(progress.goal),
                progress.current < progress.target
            else { return }
            say(PlainWording.progress(goals[progress.goal], current: progress.current, target: progress.target))
        case .goalCompleted(let index):
            // A daily speaks in ranks: its goal (the board's points, finds counted) is never said done.
            guard goals.indices.contains(index), !daily else { return }
            say("Goal done: \(goals[index]).")
        case .movesChanged(let remaining):
            say(PlainWording.movesLeft(remaining))
        case .boardChanged(let board):
            self.board = board
            say("New tiles fell. Type board to hear the board.")
            boardChanges += 1
            fires?.after = board
            if boardChanges == 2 { sayFalls() }
        case .shuffled(let result):
            hint = nil
            board = result.board
            say(PlainWording.shuffled(result))
        case .hintShown(let shown):
            if let word = shown.word, let path = shown.path {
                hint = (word, path, shown.points)
                say(PlainWording.nudge(word: word, path: path, board: board, language: language))
            } else {
                say("No word left to hint at: try a shuffle.")
            }
            say("\(PlainWording.count(shown.remaining, "hint")) left.")
        case .moveRefused(let refused):
            say(Wording.refusal(refused, rules: rules))
        case .goalsDone(let done):
            guard !daily else { return }
            endLine()
            say(
                starless
                    ? "Every goal is done: the level is won. Keep going for points, or type finish to end it now."
                    : "Every goal is done: the level is won, \(done.stars) of 3 stars so far. "
                        + "Keep going for \(done.stars >= 3 ? "points" : "stars"), or type finish to end it now.")
            endLine()
        case .levelCompleted(let completed):
            if let why = PlainWording.completedEnding(completed.ending) {
                endLine()
                say(why)
            }
            end(failure: nil, byPlayer: false, score: completed.score, stars: completed.stars)
        case .levelFailed(let failed):
            end(failure: failed.reason, byPlayer: false, score: failed.score, stars: 0)
        case .levelEndedByPlayer(let ended):
            end(failure: nil, byPlayer: true, score: ended.score, stars: 0)
        case .tileLit(let tile):
            fires?.lit = tile.cell
            say(TileWording.lit(tile, endless: rules.endless))
        case .tileBurned(let tile):
            fires?.reached.append(tile.cell)
            sayFalls()
            say(TileWording.burned(tile, endless: rules.endless))
        case .levelRose(let rise): say(TileWording.rose(rise))
        case .rewardDropped(let tile): say(TileWording.reward(tile))
        case .scrambled(let result):
            hint = nil
            board = result.board
            say(TileWording.scrambled(result))
        case .clockTicked(let tick):
            guard let remaining = tick.remaining else { return }
            let before = lastRemaining ?? .infinity
            lastRemaining = remaining
            if let crossed = Self.warnings.first(where: { remaining <= $0 && before > $0 }), remaining > 0 {
                endLine()
                say("\(PlainWording.time(crossed)) left.")
                endLine()
            }
        }
    }

    /// The end is a thing of its own: a line after the move's.
    private func end(failure: FailureReason?, byPlayer: Bool, score: Int, stars: Int) {
        endLine()
        say(
            PlainWording.ending(
                failure: failure, byPlayer: byPlayer, score: score, stars: starless ? nil : stars, daily: daily,
                round: round))
        endLine()
    }
}
