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
    /// Everything the game publishes, in order, one `GameEvent` each (docs/MODEL.md, "The order").
    public var events: EventSource<GameEvent> { eventsEvent.source }
    /// The level started; sent by `start()`.
    public var levelStarted: EventSource<LevelStart> { levelStartedEvent.source }
    /// Moves remaining after an accepted word; only when the level has `moves`.
    public var movesChanged: EventSource<Int> { movesChangedEvent.source }
    /// The board after the refill of an accepted word; only with `refill: gravity`.
    public var boardChanged: EventSource<Board> { boardChangedEvent.source }
    /// A shuffle happened.
    public var shuffled: EventSource<ShuffleResult> { shuffledEvent.source }
    /// A hint was given (its word is nil when nothing new is formable).
    public var hintShown: EventSource<Hint> { hintShownEvent.source }
    /// A shuffle or hint was refused.
    public var moveRefused: EventSource<RefusedMove> { moveRefusedEvent.source }
    /// Every goal is done.
    public var levelCompleted: EventSource<CompletedLevel> { levelCompletedEvent.source }
    /// The level is lost.
    public var levelFailed: EventSource<FailedLevel> { levelFailedEvent.source }
    /// The player ended the level (`endByPlayer()`).
    public var levelEndedByPlayer: EventSource<EndedLevel> { levelEndedByPlayerEvent.source }
    /// The clock moved while playing.
    public var clockTicked: EventSource<ClockTick> { clockTickedEvent.source }

    public let level: Level
    public let lexicon: Lexicon
    /// Checks submissions; publishes `wordAccepted` and `wordRejected`.
    public let validator: WordValidator
    /// Keeps the score; publishes `scoreChanged`.
    public let scoreManager: ScoreManager
    /// The level's goals, in the level's order.
    public let goals: [any Goal]
    /// The run of accepted words since the last rejection, and the longest one (docs/RULES.md, `streak`).
    public private(set) var streak = Streak()

    public private(set) var board: Board
    public private(set) var status: GameStatus = .ready
    /// Words accepted so far (each accepted word is a move).
    public private(set) var movesUsed = 0
    public private(set) var shufflesLeft: Int
    /// Whether `moveLog` keeps every move played (off by default: a headless run streams its moves and
    /// must not grow with them; a game on screen keeps them for its replay).
    public var logsMoves = false
    /// Every move played, with the level clock's time, while `logsMoves` is on.
    public private(set) var moveLog: [TimedMove] = []
    public private(set) var hintsLeft: Int
    /// Seconds of play so far (never beyond the time limit).
    public var elapsed: Double { Double(elapsedNanoseconds) / 1e9 }

    private var random: SplitMix64
    /// The level clock in whole nanoseconds, so decimal waits add up exactly (ten `:wait 0.1` reach 1 second).
    private var elapsedNanoseconds: Int64 = 0
    /// `timeLimit` in nanoseconds.
    private let limitNanoseconds: Int64?
    private let clock: GameClock
    private var lastClockReading: Double = 0
    /// What the goals observe; the game delivers each move to them before publishing it.
    private let sources = GoalSources()
    /// Events still to publish, oldest first, and whether they are being published (`Game+Publishing`).
    var outbox: [GameEvent] = []
    var publishing = false
    let eventsEvent = ObservableEvent<GameEvent>("events")
    let levelStartedEvent = ObservableEvent<LevelStart>("levelStarted")
    let movesChangedEvent = ObservableEvent<Int>("movesChanged")
    let boardChangedEvent = ObservableEvent<Board>("boardChanged")
    let shuffledEvent = ObservableEvent<ShuffleResult>("shuffled")
    let hintShownEvent = ObservableEvent<Hint>("hintShown")
    let moveRefusedEvent = ObservableEvent<RefusedMove>("moveRefused")
    let levelCompletedEvent = ObservableEvent<CompletedLevel>("levelCompleted")
    let levelFailedEvent = ObservableEvent<FailedLevel>("levelFailed")
    let levelEndedByPlayerEvent = ObservableEvent<EndedLevel>("levelEndedByPlayer")
    let clockTickedEvent = ObservableEvent<ClockTick>("clockTicked")
    /// The solver's answer for the board it was asked about (the board only changes on refills and shuffles).
    private var solved: (board: Board, words: [FoundWord])?
    /// The lexicon's trie nodes of the accepted words, for `NewWordProbe`.
    private var foundNodes: Set<Int> = []
    /// The accepted words with their points, in order, for the review.
    private var accepted: [AcceptedWord] = []
    /// The boards the player has seen (the start, each refill and shuffle), for the review's missed words.
    private var boardsSeen: [Board] = []
    /// How many of the last boards seen the review solves: enough for a level's worth of play,
    /// bounded so a long level cannot make the review slow.
    static let reviewedBoards = 40

    /// Builds the game: draws the starting board and attaches the goals `goalFactory` makes. Publishes nothing.
    public init(level: Level, lexicon: Lexicon, clock: GameClock = .manual, goalFactory: GoalFactory = .standard) {
        self.level = level
        self.lexicon = lexicon
        self.clock = clock
        random = SplitMix64(seed: level.seed)
        switch level.board {
        case .fixed(let fixed): board = fixed
        case .random(let rows, let columns):
            board = Board.random(rows: rows, columns: columns, bag: level.bag, using: &random)
        }
        limitNanoseconds = level.rules.timeLimit.map(Self.nanoseconds)
        shufflesLeft = level.rules.shuffles
        hintsLeft = level.rules.hints
        validator = WordValidator(lexicon: lexicon, minWordLength: level.rules.minWordLength)
        scoreManager = ScoreManager()
        goals = level.goals.enumerated().map { [sources] index, spec in goalFactory.make(spec, index, sources) }
    }

    // MARK: - State

    public var score: Int { scoreManager.score }
    /// The accepted words, upper case, in order.
    public var foundWords: [String] { validator.foundWords }
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

    /// The end-of-level review: the best and longest accepted words the game offers, the `missedLimit`
    /// best expected words formable on the boards seen (the last `reviewedBoards` of them) that were
    /// never found, and the finds (accepted words that are not expected; docs/RULES.md, "Word tiers").
    ///
    /// Meant for the end of a level, but valid at any time.
    /// - Complexity: one solve per distinct board seen, the current one cached.
    public func review(missedLimit: Int = 5) -> LevelReview {
        let offered = accepted.filter { lexicon.isOffered($0.word) }
        let best = offered.max { ($0.points, $1.word) < ($1.points, $0.word) }
        let longest = offered.max {
            ($0.word.utf8.count, $0.points, $1.word) < ($1.word.utf8.count, $1.points, $0.word)
        }
        var missed: [String: Int] = [:]
        // A board seen twice (a shuffle back, a refill that changed nothing) is solved once.
        for seen in Set(boardsSeen.suffix(Self.reviewedBoards)) {
            let words = seen == board ? wordsOnBoard() : lexicon.words(on: seen, minLength: level.rules.minWordLength)
            for word in words where word.isExpected && !validator.hasFound(word.word) {
                missed[word.word] = max(missed[word.word] ?? 0, word.points)
            }
        }
        let top = missed.sorted { $0.value != $1.value ? $0.value > $1.value : $0.key < $1.key }.prefix(missedLimit)
        return LevelReview(
            bestWord: best.map { ScoredWord(word: $0.word, points: $0.points) },
            longestWord: longest.map { ScoredWord(word: $0.word, points: $0.points) },
            missedWords: top.map { ScoredWord(word: $0.key, points: $0.value) },
            finds: offered.filter { !lexicon.isExpected($0.word) }.map { ScoredWord(word: $0.word, points: $0.points) })
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
        }
        publish(events)
    }

    /// Ends the level for the player (a daily's "end it now"): `levelEndedByPlayer`, status `.ended`.
    ///
    /// Nothing happens once the level is over. The review, the score and the
    /// moves played stay readable as after any other end.
    public func endByPlayer() {
        start()
        guard status == .playing else { return }
        status = .ended
        publish([.levelEndedByPlayer(EndedLevel(score: score, elapsed: elapsed))])
    }

    private func performShuffle() -> [GameEvent] {
        if let reason = refusal(left: shufflesLeft) {
            return [.moveRefused(RefusedMove(move: .shuffle, reason: reason))]
        }
        shufflesLeft -= 1
        board.shuffle(using: &random)
        boardsSeen.append(board)
        return observed([.shuffled(ShuffleResult(board: board, remaining: shufflesLeft))]) + endChecks()
    }

    private func performHint() -> [GameEvent] {
        if let reason = refusal(left: hintsLeft) { return [.moveRefused(RefusedMove(move: .hint, reason: reason))] }
        guard let best = wordsOnBoard().first(where: { $0.isExpected && !validator.hasFound($0.word) }) else {
            return observed([.hintShown(Hint(word: nil, path: nil, points: nil, remaining: hintsLeft))])
        }
        hintsLeft -= 1
        return observed([.hintShown(Hint(word: best.word, path: best.path, points: best.points, remaining: hintsLeft))])
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
        if let limit = limitNanoseconds, elapsedNanoseconds >= limit { events.append(finish(failing: .outOfTime)) }
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
            return observed([.wordRejected(rejected)])
        }
        movesUsed += 1
        self.accepted.append(accepted)
        if let node = NewWordProbe.node(of: accepted.word, in: lexicon) { foundNodes.insert(node) }
        var events = observed([.wordAccepted(accepted), .scoreChanged(scoreManager.add(accepted.points))])
        if let movesLeft { events.append(.movesChanged(movesLeft)) }
        if level.rules.refill == .gravity {
            board.applyGravity(removing: accepted.path, bag: level.bag, using: &random)
            boardsSeen.append(board)
            events.append(.boardChanged(board))
        }
        return events + endChecks()
    }

    /// Delivers a move's own events to the goals, then adds what each goal reports, in goal order.
    private func observed(_ events: [GameEvent]) -> [GameEvent] {
        for event in events { sources.deliver(event) }
        return events + goals.flatMap { $0.reporter.report() }
    }

    /// docs/RULES.md's checks: completion first, then `outOfMoves`, then `noWordsLeft`.
    private func endChecks() -> [GameEvent] {
        guard status == .playing else { return [] }
        if goals.allSatisfy(\.isDone) {
            let stars = StarThresholds.stars(score: score, thresholds: level.stars)
            status = .completed(stars: stars)
            return [.levelCompleted(CompletedLevel(score: score, stars: stars))]
        } else if let moves = level.rules.moves, movesUsed >= moves {
            return [finish(failing: .outOfMoves)]
        } else if shufflesLeft <= 0 && !hasNewWord() {
            return [finish(failing: .noWordsLeft)]
        }
        return []
    }

    private func finish(failing reason: FailureReason) -> GameEvent {
        status = .failed(reason)
        return .levelFailed(FailedLevel(score: score, reason: reason))
    }

    /// Whether the board holds a formable dictionary word of at least `minWordLength` letters not yet found.
    private func hasNewWord() -> Bool {
        NewWordProbe.boardHasNewWord(
            board, lexicon: lexicon, minLength: level.rules.minWordLength, foundNodes: foundNodes)
    }

    /// The solver's words for the current board, computed once per board.
    private func wordsOnBoard() -> [FoundWord] {
        if let solved, solved.board == board { return solved.words }
        let words = lexicon.words(on: board, minLength: level.rules.minWordLength)
        solved = (board, words)
        return words
    }
}
