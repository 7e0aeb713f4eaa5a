import Events

/// One level being played: the moves, the clock, shuffles, hints, and the end of the level.
///
/// The game publishes what happens (see docs/MODEL.md for every event and
/// the order they come in) and never knows who listens: views, the headless
/// tracer and the goals all subscribe. Build it, subscribe, then `start()`.
/// Call the commands from outside an event dispatch: Events delivers run to
/// completion, so a command issued inside a handler has its events queued.
public final class Game {
    /// The level started; sent by `start()`.
    public let levelStarted = ObservableEvent<LevelStart>("levelStarted")
    /// An accepted word has been scored: goals publish their progress now.
    public let moveSettled = ObservableEvent<Void>("moveSettled")
    /// Moves remaining after an accepted word; only when the level has `moves`.
    public let movesChanged = ObservableEvent<Int>("movesChanged")
    /// The board after the refill of an accepted word; only with `refill: gravity`.
    public let boardChanged = ObservableEvent<Board>("boardChanged")
    /// A shuffle happened.
    public let shuffled = ObservableEvent<ShuffleResult>("shuffled")
    /// A hint was given (its word is nil when nothing new is formable).
    public let hintShown = ObservableEvent<Hint>("hintShown")
    /// A shuffle or hint was refused.
    public let moveRefused = ObservableEvent<RefusedMove>("moveRefused")
    /// Every goal is done.
    public let levelCompleted = ObservableEvent<CompletedLevel>("levelCompleted")
    /// The level is lost.
    public let levelFailed = ObservableEvent<FailedLevel>("levelFailed")
    /// The clock moved while playing.
    public let clockTicked = ObservableEvent<ClockTick>("clockTicked")

    public let level: Level
    public let lexicon: Lexicon
    /// Checks submissions; publishes `wordAccepted` and `wordRejected`.
    public let validator: WordValidator
    /// Keeps the score; publishes `scoreChanged`.
    public let scoreManager: ScoreManager
    /// The level's goals, in the level's order.
    public let goals: [any Goal]
    /// Observes the goals; tells the game when all are done.
    public let completion: LevelCompletionObserver

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
    /// What the accepted word still has to publish once the goals have reported.
    private var pendingMove: (movesLeft: Int?, board: Board?)?
    /// Whether a move is being played (an accepted word until its `moveEnded` is delivered).
    private var moveInProgress = false
    /// Moves issued while another was in progress, oldest first.
    private var waitingMoves: [Move] = []
    /// Fired after `moveSettled`'s tail: the end checks of an accepted word run when it is delivered.
    private let moveEnded = ObservableEvent<Void>("moveEnded")
    private var ownTokens: [ObserverToken] = []
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
        let sources = GoalSources(
            wordAccepted: validator.wordAccepted, wordRejected: validator.wordRejected,
            scoreChanged: scoreManager.scoreChanged, moveSettled: moveSettled)
        goals = level.goals.enumerated().map { index, spec in goalFactory.make(spec, index, sources) }
        completion = LevelCompletionObserver(goals: goals)
        // Subscribed after the goals, so during `moveSettled` the goals' events are queued first.
        ownTokens.append(moveSettled.addObserver(self) { game, _ in game.publishRestOfMove() })
        ownTokens.append(
            moveEnded.addObserver(self) { game, _ in
                game.checkEnd()
                game.moveFinished()
            })
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

    /// The end-of-level review: the best and longest accepted words, and the `missedLimit` best words
    /// formable on the boards seen (the last `reviewedBoards` of them) that were never found.
    ///
    /// Meant for the end of a level, but valid at any time.
    /// - Complexity: one solve per distinct board seen, the current one cached.
    public func review(missedLimit: Int = 5) -> LevelReview {
        let best = accepted.max { ($0.points, $1.word) < ($1.points, $0.word) }
        let longest = accepted.max {
            ($0.word.utf8.count, $0.points, $1.word) < ($1.word.utf8.count, $1.points, $0.word)
        }
        var missed: [String: Int] = [:]
        // A board seen twice (a shuffle back, a refill that changed nothing) is solved once.
        for seen in Set(boardsSeen.suffix(Self.reviewedBoards)) {
            let words = seen == board ? wordsOnBoard() : lexicon.words(on: seen, minLength: level.rules.minWordLength)
            for word in words where !validator.hasFound(word.word) {
                missed[word.word] = max(missed[word.word] ?? 0, word.points)
            }
        }
        let top = missed.sorted { $0.value != $1.value ? $0.value > $1.value : $0.key < $1.key }.prefix(missedLimit)
        return LevelReview(
            bestWord: best.map { ScoredWord(word: $0.word, points: $0.points) },
            longestWord: longest.map { ScoredWord(word: $0.word, points: $0.points) },
            missedWords: top.map { ScoredWord(word: $0.key, points: $0.value) })
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
        levelStarted.notifyObservers(
            LevelStart(level: level.id, title: level.title, board: board, goals: goals.map(\.info)))
        checkEnd()
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
    /// The best word is the formable dictionary word, not yet found and at
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
    /// A move issued while another is still publishing (from an observer of
    /// the game's events, or inside another dispatch) waits for that one to
    /// end, so the two moves' events never interleave and each sees the other's
    /// outcome (e.g. `levelOver`).
    public func play(_ move: Move) {
        start()
        if logsMoves { moveLog.append(TimedMove(move: move, at: elapsed)) }
        if moveInProgress {
            waitingMoves.append(move)
            return
        }
        moveInProgress = true
        let publishing = perform(move)
        if !publishing { moveFinished() }
    }

    /// Carries out `move`. Returns true when an accepted word still has events to publish (`moveEnded` ends it).
    private func perform(_ move: Move) -> Bool {
        switch move {
        case .word(let word):
            guard let accepted = validator.submit(word: word, on: board, levelOver: status.isOver) else { return false }
            settle(accepted)
            return true
        case .path(let path):
            guard let accepted = validator.submit(path: path, on: board, levelOver: status.isOver) else { return false }
            settle(accepted)
            return true
        case .shuffle:
            performShuffle()
        case .hint:
            performHint()
        case .wait(let seconds):
            performWait(seconds)
        }
        return false
    }

    /// The current move is over: play the moves that waited for it, in order.
    private func moveFinished() {
        moveInProgress = false
        while !moveInProgress && !waitingMoves.isEmpty {
            play(waitingMoves.removeFirst())
        }
    }

    private func performShuffle() {
        if let reason = refusal(left: shufflesLeft) {
            moveRefused.notifyObservers(RefusedMove(move: .shuffle, reason: reason))
            return
        }
        shufflesLeft -= 1
        board.shuffle(using: &random)
        boardsSeen.append(board)
        shuffled.notifyObservers(ShuffleResult(board: board, remaining: shufflesLeft))
        checkEnd()
    }

    private func performHint() {
        if let reason = refusal(left: hintsLeft) {
            moveRefused.notifyObservers(RefusedMove(move: .hint, reason: reason))
            return
        }
        if let best = wordsOnBoard().first(where: { !validator.hasFound($0.word) }) {
            hintsLeft -= 1
            hintShown.notifyObservers(Hint(word: best.word, path: best.path, points: best.points, remaining: hintsLeft))
        } else {
            hintShown.notifyObservers(Hint(word: nil, path: nil, points: nil, remaining: hintsLeft))
        }
    }

    private func performWait(_ seconds: Double) {
        guard status == .playing, seconds.isFinite else { return }
        let step = Self.nanoseconds(seconds)
        guard step > 0 else { return }
        let (sum, overflow) = elapsedNanoseconds.addingReportingOverflow(step)
        var now = overflow ? Int64.max : sum
        if let limit = limitNanoseconds { now = min(now, limit) }
        elapsedNanoseconds = now
        clockTicked.notifyObservers(ClockTick(elapsed: elapsed, remaining: timeLeft))
        if let limit = limitNanoseconds, elapsedNanoseconds >= limit { finish(failing: .outOfTime) }
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

    /// After `wordAccepted`: score, goals, moves, refill, end checks, in docs/HEADLESS.md's order.
    ///
    /// The state changes at once; the events are chained so that their order
    /// holds even when the command is issued inside another event's dispatch
    /// (when every event is queued): the goals publish while observing
    /// `moveSettled`, the game's own `moveSettled` observer (subscribed after
    /// the goals) then fires `movesChanged` and `boardChanged`, and the end
    /// checks run when `moveEnded` is delivered, after all of those.
    private func settle(_ accepted: AcceptedWord) {
        movesUsed += 1
        self.accepted.append(accepted)
        if let node = NewWordProbe.node(of: accepted.word, in: lexicon) { foundNodes.insert(node) }
        scoreManager.add(accepted.points)
        var refilled: Board?
        if level.rules.refill == .gravity {
            board.applyGravity(removing: accepted.path, bag: level.bag, using: &random)
            boardsSeen.append(board)
            refilled = board
        }
        pendingMove = (movesLeft, refilled)
        moveSettled.notifyObservers()
    }

    /// The game's own `moveSettled` observer: the rest of an accepted word's events.
    private func publishRestOfMove() {
        guard let pending = pendingMove else { return }
        pendingMove = nil
        if let movesLeft = pending.movesLeft { movesChanged.notifyObservers(movesLeft) }
        if let board = pending.board { boardChanged.notifyObservers(board) }
        moveEnded.notifyObservers()
    }

    /// docs/RULES.md's checks: completion first, then `outOfMoves`, then `noWordsLeft`.
    private func checkEnd() {
        guard status == .playing else { return }
        if completion.isComplete {
            var stars = 1
            if let thresholds = level.stars {
                if score >= thresholds.twoStars { stars += 1 }
                if score >= thresholds.threeStars { stars += 1 }
            }
            status = .completed(stars: stars)
            levelCompleted.notifyObservers(CompletedLevel(score: score, stars: stars))
        } else if let moves = level.rules.moves, movesUsed >= moves {
            finish(failing: .outOfMoves)
        } else if shufflesLeft <= 0 && !hasNewWord() {
            finish(failing: .noWordsLeft)
        }
    }

    private func finish(failing reason: FailureReason) {
        status = .failed(reason)
        levelFailed.notifyObservers(FailedLevel(score: score, reason: reason))
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
