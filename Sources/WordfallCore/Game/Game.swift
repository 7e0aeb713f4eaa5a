import Events

/// One level being played: the moves, the clock, shuffles, hints, and the end of the level.
///
/// The game publishes what happens (see docs/MODEL.md for every event and
/// the order they come in) and never knows who listens: views, the headless
/// tracer and the goals all subscribe. Build it, subscribe, then `start()`.
/// The game owns the order of its events: each command changes the state,
/// lets the goals observe the move, asks them what changed, runs the end
/// checks, and only then publishes the move's events, in order, behind those
/// of any move still being published.
public final class Game {
    /// Everything the game publishes, in order, one `GameEvent` each (docs/MODEL.md, "The order"): the
    /// game's one public face for its events, so each event fires once and a consumer that switches
    /// over the enum is told by the compiler of every new case.
    public var events: EventSource<GameEvent> { eventsEvent.source }

    public let level: Level
    public let lexicon: Lexicon
    /// Checks submissions and remembers the accepted words.
    public let validator: WordValidator
    /// Keeps the score.
    public let scoreManager: ScoreManager
    /// The level's goals, in the level's order.
    public let goals: [any Goal]
    /// The run of accepted words since the last rejection, and the longest one (docs/RULES.md, `streak`).
    public internal(set) var streak = Streak()

    public internal(set) var board: Board
    public internal(set) var status: GameStatus = .ready
    /// Whether every goal is done: the level is won (it can no longer be lost) and, while `status` is
    /// `.playing`, play goes on for stars until it ends (docs/RULES.md, "The end of a level").
    public internal(set) var isWon = false
    /// Words accepted so far (each accepted word is a move).
    public internal(set) var movesUsed = 0
    public internal(set) var shufflesLeft: Int
    /// Whether `moveLog` keeps every move played (off by default: a headless run streams its moves and
    /// must not grow with them; a game on screen keeps them for its replay).
    public var logsMoves = false
    /// Every move played, with the level clock's time, while `logsMoves` is on.
    public internal(set) var moveLog: [TimedMove] = []
    public internal(set) var hintsLeft: Int
    /// Seconds of play so far (never beyond the time limit).
    public var elapsed: Double { Double(elapsedNanoseconds) / 1e9 }

    var random: SplitMix64
    /// The level clock in whole nanoseconds, so decimal waits add up exactly (ten `:wait 0.1` reach 1 second).
    var elapsedNanoseconds: Int64 = 0
    /// `timeLimit` in nanoseconds.
    let limitNanoseconds: Int64?
    private let clock: GameClock
    var lastClockReading: Double = 0
    /// What the goals observe; the game delivers each move to them, at once, before publishing it.
    let sources = GoalSources()
    /// Events still to publish, oldest first, and whether they are being published (`Game+Publishing`).
    var outbox: [GameEvent] = []
    var publishing = false
    let eventsEvent = ObservableEvent<GameEvent>("events")
    /// The solver's answer for the board it was asked about (the board only changes on refills and shuffles).
    var solved: (board: Board, words: [FoundWord])?
    /// The lexicon's trie nodes of the accepted words, for `NewWordProbe`.
    var foundNodes = NodeSet()
    /// The accepted words with their points, in order, for the review.
    var accepted: [AcceptedWord] = []
    /// The boards the player has seen (the start, each refill and shuffle), for the review's missed words.
    var boardsSeen: [Board] = []
    /// For each accepted word, in order, the index in `boardsSeen` of the board it was played on.
    var playedOn: [Int] = []
    /// How many of the last boards seen the review solves: enough for a level's worth of play,
    /// bounded so a long level cannot make the review slow.
    static let reviewedBoards = 40
    /// The endless game: words accepted since the last tile lit, and whether a burning tile reached the
    /// bottom row (the end checks end the game).
    var unlitWords = 0
    var burnedDown = false

    /// Builds the game: draws the starting board and attaches the goals `goalFactory` makes. Publishes nothing.
    public init(level: Level, lexicon: Lexicon, clock: GameClock = .manual, goalFactory: GoalFactory = .standard) {
        self.level = level
        self.lexicon = lexicon
        self.clock = clock
        random = SplitMix64(seed: level.seed)
        switch level.board {
        case .fixed(let fixed): board = fixed
        case .random(let rows, let columns):
            board = Board.random(
                rows: rows, columns: columns, bag: level.bag, using: &random, hardLetters: level.rules.hardLetters,
                vowelInEveryRow: level.rules.endless)
        }
        limitNanoseconds = level.rules.timeLimit.map(Self.nanoseconds)
        shufflesLeft = level.rules.shuffles
        hintsLeft = level.rules.hints
        unlitWords = level.rules.endless ? EndlessStage.headStart : 0
        validator = WordValidator(lexicon: lexicon, minWordLength: level.rules.minWordLength)
        scoreManager = ScoreManager()
        goals = level.goals.enumerated().map { [sources] index, spec in goalFactory.make(spec, index, sources) }
    }

    // MARK: - State

    public var score: Int { scoreManager.score }
    /// The accepted words, upper case, in order.
    public var foundWords: [String] { validator.foundWords }
    /// The accepted words with their points, in the order found: what a finished level's result saves.
    public var scoredWords: [ScoredWord] { accepted.map { ScoredWord(word: $0.word, points: $0.points) } }
    /// Moves remaining; nil when the level has no move limit.
    public var movesLeft: Int? { level.rules.moves.map { max(0, $0 - movesUsed) } }
    /// Seconds remaining; nil when the level has no time limit.
    public var timeLeft: Double? { limitNanoseconds.map { Double(max(0, $0 - elapsedNanoseconds)) / 1e9 } }
    /// 1 to 3 once completed, else 0.
    public var stars: Int {
        if case .completed(let stars) = status { return stars }
        return 0
    }

    /// Every dictionary word formable on the current board (found or not), best first, ties alphabetical.
    public func bestWords(limit: Int = .max) -> [FoundWord] {
        Array(wordsOnBoard().prefix(limit))
    }

    /// What submitting `word` (any case) would give now, published nowhere: the preview of Enter.
    public func verdict(word: String) -> WordVerdict {
        validator.verdict(word: word, on: board, levelOver: status.isOver)
    }

    /// What submitting the explicit `path` would give now, published nowhere.
    public func verdict(path: [Position]) -> WordVerdict {
        validator.verdict(path: path, on: board, levelOver: status.isOver)
    }

    // MARK: - Commands

    /// Starts the level: `levelStarted`, then the end checks (`noWordsLeft` can end a level at once).
    ///
    /// Only the first call does anything. The other commands start the level
    /// first if it has not been started.
    public func start() {
        guard status == .ready else { return }
        status = .playing
        lastClockReading = clock.now()
        boardsSeen.append(board)
        publish(
            [.levelStarted(LevelStart(level: level.id, title: level.title, board: board, goals: goals.map(\.info)))]
                + endChecks())
    }

    /// Submits a typed word (any case).
    public func submit(word: String) {
        play(.word(word))
    }

    /// Submits an explicit path of cells.
    public func submit(path: [Position]) {
        play(.path(path))
    }

    /// Shuffles the board if a shuffle is left: `shuffled`, then the end checks; else `moveRefused`.
    public func shuffle() {
        play(.shuffle)
    }

    /// Shows the best word still to find, if a hint is left: `hintShown`; else `moveRefused`.
    ///
    /// The best word is the formable expected word (docs/RULES.md, "Word tiers"), not yet found and at
    /// least `minWordLength` letters long, worth the most points (ties:
    /// alphabetical). A hint that finds no word is not used up.
    public func hint() {
        play(.hint)
    }

    /// Advances the level clock by `seconds` (headless `:wait`): `clockTicked`, then `outOfTime` if time is up.
    ///
    /// Nothing happens after the end of the level or for a non-positive or non-finite amount.
    public func advanceClock(by seconds: Double) {
        play(.wait(seconds))
    }

    /// Advances the level clock by the time the `GameClock` says has passed since the last reading.
    public func tick() {
        start()
        let reading = clock.now()
        let passed = reading - lastClockReading
        lastClockReading = reading
        // The clock's own passing is not a move of the player's: the move log keeps times instead.
        let logging = logsMoves
        logsMoves = false
        play(.wait(passed))
        logsMoves = logging
    }

    /// Plays one move (every command goes through here).
    ///
    /// The move's state changes are done when this returns. A move issued
    /// while another is being published (from an observer of the game's
    /// events) has its events published after that one's, so two moves' events
    /// never interleave and the later one sees the earlier one's outcome (e.g. `levelOver`).
    public func play(_ move: Move) {
        start()
        if logsMoves { moveLog.append(TimedMove(move: move, at: elapsed)) }
        let events: [GameEvent]
        switch move {
        case .word(let word): events = submitted(validator.verdict(word: word, on: board, levelOver: status.isOver))
        case .path(let path): events = submitted(validator.verdict(path: path, on: board, levelOver: status.isOver))
        case .shuffle: events = performShuffle()
        case .hint: events = performHint()
        case .wait(let seconds): events = performWait(seconds)
        case .finish: events = performFinish()
        }
        publish(events)
    }

    /// The player finishes the level (`Move.finish`, logged as a move): once every goal is done it is
    /// completed (`levelCompleted`, ending `finished`, stars counted now); before, it is ended by the
    /// player (`levelEndedByPlayer`, status `.ended`, a daily's "end it").
    ///
    /// Nothing happens once the level is over. The review, the score and the
    /// moves played stay readable as after any other end.
    public func endByPlayer() {
        play(.finish)
    }

    private func performFinish() -> [GameEvent] {
        guard status == .playing else { return [] }
        if isWon { return [complete(.finished)] }
        status = .ended
        return [.levelEndedByPlayer(EndedLevel(score: score, elapsed: elapsed))]
    }

    private func performShuffle() -> [GameEvent] {
        if !status.isOver && shufflesLeft <= 0 && level.rules.scramble && level.rules.refill == .gravity {
            return performScramble()
        }
        if let reason = refusal(left: shufflesLeft) {
            return [.moveRefused(RefusedMove(move: .shuffle, reason: reason))]
        }
        guard let fair = fairShuffle() else {
            return observed([.moveRefused(RefusedMove(move: .shuffle, reason: .wouldTrap))])
        }
        shufflesLeft -= 1
        board = fair
        boardsSeen.append(board)
        return observed([.shuffled(ShuffleResult(board: board, remaining: shufflesLeft))]) + endChecks()
    }

    private func performHint() -> [GameEvent] {
        if let reason = refusal(left: hintsLeft) { return [.moveRefused(RefusedMove(move: .hint, reason: reason))] }
        // Offered: expected words, and a goal's own word when the game may offer it (docs/RULES.md, "Word tiers").
        let targets = Set(
            goals.compactMap { goal -> String? in
                if case .word(let target) = goal.spec.kind { return target } else { return nil }
            })
        let fresh = wordsOnBoard().filter {
            !validator.hasFound($0.word) && ($0.isExpected || (targets.contains($0.word) && lexicon.isOffered($0.word)))
        }
        // The endless game's hint puts out the most pressing fire, as the word typed would (docs/RULES.md, "Hint").
        let fire = level.rules.endless ? HintChoice.throughFire(among: fresh, board: board) : nil
        guard
            let best = fire
                ?? HintChoice.word(among: fresh, board: board, goals: goals).map({ ($0.word, $0.path, $0.points) })
        else {
            return observed([.hintShown(Hint(word: nil, path: nil, points: nil, remaining: hintsLeft))])
        }
        hintsLeft -= 1
        return observed([.hintShown(Hint(word: best.0, path: best.1, points: best.2, remaining: hintsLeft))])
    }

    private func performWait(_ seconds: Double) -> [GameEvent] {
        guard status == .playing, seconds.isFinite else { return [] }
        let step = Self.nanoseconds(seconds)
        guard step > 0 else { return [] }
        let (sum, overflow) = elapsedNanoseconds.addingReportingOverflow(step)
        var now = overflow ? Int64.max : sum
        if let limit = limitNanoseconds { now = min(now, limit) }
        elapsedNanoseconds = now
        var events = observed([.clockTicked(ClockTick(elapsed: elapsed, remaining: timeLeft))])
        if let limit = limitNanoseconds, elapsedNanoseconds >= limit { events.append(end(.outOfTime)) }
        return events
    }

    /// `seconds` rounded to whole nanoseconds (0 for a negative amount, `Int64.max` for a huge one).
    ///
    /// Script waits are decimals; as binary doubles, 0.7 + 0.1 + 0.1 + 0.1 is
    /// just under 1. Rounded to nanoseconds each is exact, and so is the sum.
    static func nanoseconds(_ seconds: Double) -> Int64 {
        let nanoseconds = (seconds * 1e9).rounded()
        guard nanoseconds > 0 else { return 0 }
        guard nanoseconds < 9e18 else { return .max }
        return Int64(nanoseconds)
    }

    // MARK: - The rest of a move

    private func refusal(left: Int) -> RefusedMove.Reason? {
        if status.isOver { return .levelOver }
        if left <= 0 { return .noneLeft }
        return nil
    }

    /// A checked submission: for an accepted word, `wordAccepted`, `scoreChanged`, the goals' reports,
    /// `movesChanged`, `boardChanged` and the end checks, in docs/HEADLESS.md's order.
    private func submitted(_ verdict: WordVerdict) -> [GameEvent] {
        streak.follow(accepted: validator.record(verdict) != nil)
        guard case .accepted(let accepted) = verdict else {
            guard case .rejected(let rejected) = verdict else { return [] }
            return observed([.wordRejected(rejected)]) + charge(for: rejected)
        }
        movesUsed += 1
        self.accepted.append(accepted)
        playedOn.append(boardsSeen.count - 1)
        if let node = NewWordProbe.node(of: accepted.word, in: lexicon) { foundNodes.insert(node) }
        var events = observed([.wordAccepted(accepted), .scoreChanged(scoreManager.add(accepted.points))])
        if let movesLeft { events.append(.movesChanged(movesLeft)) }
        if level.rules.refill == .gravity { events += fall(after: accepted) }
        if level.rules.bonusOnce { events += spendBonuses(of: accepted) }
        events += endChecks()
        // A refill (or a spent bonus) that comes after the end is never seen by the player: the review
        // leaves it out.
        if (level.rules.refill == .gravity || level.rules.bonusOnce) && !status.isOver { boardsSeen.append(board) }
        return events
    }

    /// Delivers a move's own events to the goals, then adds what each goal reports, in goal order.
    func observed(_ events: [GameEvent]) -> [GameEvent] {
        for event in events { sources.deliver(event) }
        return events + goals.flatMap { $0.reporter.report() }
    }

    /// docs/RULES.md's checks: goals done first, then `outOfMoves`, then `noWordsLeft`.
    func endChecks() -> [GameEvent] {
        guard status == .playing else { return [] }
        var events: [GameEvent] = []
        // A level with no goals (the endless game) is never won: it is played until it ends.
        if !isWon && !goals.isEmpty && goals.allSatisfy(\.isDone) {
            isWon = true
            events.append(.goalsDone(GoalsDone(score: score, stars: starsNow)))
        }
        if let moves = level.rules.moves, movesUsed >= moves {
            events.append(end(.outOfMoves))
        } else if burnedDown {
            events.append(end(.burnedDown))
        } else if !canShuffleOrScramble && !hasNewWord(on: board) {
            events.append(end(.noWordsLeft))
        }
        return events
    }

    /// The stars the score gives now (1 to 3).
    private var starsNow: Int { StarThresholds.stars(score: score, thresholds: level.stars) }

    /// The level ends for `reason`: completed (stars counted now) once every goal is done, else failed.
    func end(_ reason: FailureReason) -> GameEvent {
        guard !isWon else { return complete(CompletedLevel.Ending(reason)) }
        status = .failed(reason)
        return .levelFailed(FailedLevel(score: score, reason: reason))
    }

    private func complete(_ ending: CompletedLevel.Ending) -> GameEvent {
        status = .completed(stars: starsNow)
        return .levelCompleted(CompletedLevel(score: score, stars: starsNow, ending: ending))
    }

    /// Whether `board` holds a formable dictionary word of at least `minWordLength` letters not yet found.
    func hasNewWord(on board: Board) -> Bool {
        NewWordProbe.boardHasNewWord(
            board, lexicon: lexicon, minLength: level.rules.minWordLength, foundNodes: foundNodes)
    }

    /// The solver's words for the current board, computed once per board.
    func wordsOnBoard() -> [FoundWord] {
        if let solved, solved.board == board { return solved.words }
        let words = lexicon.words(on: board, minLength: level.rules.minWordLength)
        solved = (board, words)
        return words
    }
}
