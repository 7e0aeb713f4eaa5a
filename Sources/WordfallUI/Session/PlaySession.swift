import Events
import WordfallCore

/// Plays a list of levels (a pack, or one level file): turns the player's keys
/// into the model's commands, follows the pack from level to level, and
/// records each finished level.
///
/// The session never draws: the loop draws `state` when `revision` moves.
public final class PlaySession {
    public let levels: [Level]
    public private(set) var index: Int
    public private(set) var game: Game
    public private(set) var view: GameView
    /// Set when the player confirmed quitting.
    public private(set) var isFinished = false
    private let packTitle: String?
    private let lexicon: (Level) -> Lexicon
    private let progress: ProgressRecorder
    private let clock: PausableClock
    private var levelTokens: Set<ObserverToken> = []
    private var modeBeforeOverlay: ScreenMode = .playing
    private var levelsStarted = 0
    private let services: PlayServices
    /// Set while a daily is being ended by the player, so its end is recorded as theirs.
    private var endingByPlayer = false
    private var saidMeaningsUnavailable = false

    /// - Parameters:
    ///   - packTitle: the pack's title, nil for a single level file.
    ///   - lexicon: each level's word list (loaded before play, so this cannot fail).
    ///   - notice: something to tell the player at the start (e.g. damaged saved progress set aside).
    ///   - services: statistics, word meanings and the daily puzzle's figures, when there are such things.
    ///   - now: a monotonic clock in seconds (the terminal's, or a fake).
    public init(
        levels: [Level], startIndex: Int = 0, packTitle: String? = nil, lexicon: @escaping (Level) -> Lexicon,
        progress: ProgressRecorder = .none, notice: String? = nil, services: PlayServices = .none,
        now: @escaping @Sendable () -> Double
    ) {
        precondition(!levels.isEmpty, "a session plays at least one level")
        self.services = services
        self.levels = levels
        self.packTitle = packTitle
        self.lexicon = lexicon
        self.progress = progress
        self.clock = PausableClock(source: now)
        self.index = min(max(0, startIndex), levels.count - 1)
        (game, view) = Self.makeLevel(levels, index, packTitle: packTitle, lexicon: lexicon, clock: clock)
        begin()
        if let notice {
            // Shown in full before play (the message line would cut a long path), then kept on that line.
            view.update {
                $0.message = .init(notice, tone: .bad)
                $0.notice = notice
            }
            setMode(.notice)
        }
    }

    /// What the screen shows now.
    public var state: GameViewState { view.state }

    /// Changes whenever `state` may have changed (a new level, or the view's own revision).
    public var revision: Int { levelsStarted &* 1_000_003 &+ view.revision }

    private static func makeLevel(
        _ levels: [Level], _ index: Int, packTitle: String?, lexicon: (Level) -> Lexicon, clock: PausableClock
    ) -> (Game, GameView) {
        let level = levels[index]
        let game = Game(level: level, lexicon: lexicon(level), clock: clock.gameClock)
        let subtitle = packTitle.map { "\($0), level \(index + 1) of \(levels.count)" }
        return (game, GameView(game: game, subtitle: subtitle))
    }

    private func startLevel(_ newIndex: Int) {
        index = newIndex
        (game, view) = Self.makeLevel(levels, newIndex, packTitle: packTitle, lexicon: lexicon, clock: clock)
        begin()
    }

    /// Follows the current game's end, then starts it.
    private func begin() {
        levelTokens.removeAll()
        game.levelCompleted.addObserver(self) { session, completed in
            session.levelEnded(failure: nil, score: completed.score, stars: completed.stars)
        }.store(in: &levelTokens)
        game.levelFailed.addObserver(self) { session, failed in
            session.levelEnded(failure: failed.reason, score: failed.score, stars: 0)
        }.store(in: &levelTokens)
        levelsStarted += 1
        modeBeforeOverlay = .playing
        endingByPlayer = false
        let hasStatistics = services.statistics != nil
        view.update { $0.hasStatistics = hasStatistics }
        if let daily = services.daily {
            view.update {
                $0.daily = daily
                $0.quitQuestion = "End today's puzzle?"
            }
        }
        clock.setPaused(false)
        game.start()
    }

    /// Records the result, then shows the end screen: the only writer of the review.
    private func levelEnded(failure: FailureReason?, score: Int, stars: Int) {
        let completed = failure == nil
        let byPlayer = endingByPlayer
        let review = game.review()
        let warning = progress.levelFinished(
            LevelResult(
                level: game.level, completed: completed, failure: byPlayer ? nil : failure, endedByPlayer: byPlayer,
                score: score, stars: stars, words: view.state.wordsFound, bestWord: review.bestWord,
                duration: byPlayer ? endedAfter : game.elapsed))
        view.showEnd(
            failure: failure, score: score, stars: stars, review: review,
            hasNext: completed && index + 1 < levels.count,
            packFinished: completed && levels.count > 1 && index + 1 == levels.count, notice: warning)
        reviewExtras(score: score, byPlayer: byPlayer)
        clock.setPaused(true)
    }

    /// The seconds played when the player ended a daily (its clock is then run out to end it).
    private var endedAfter: Double = 0

    /// The meanings of the missed words, and for a daily its rank and share text.
    private func reviewExtras(score: Int, byPlayer: Bool) {
        guard var review = view.state.review else { return }
        if let meanings = services.meanings {
            for word in review.missedWords {
                if let first = meanings(word.word)?.first { review.missedMeanings[word.word] = first }
            }
        }
        if let daily = services.daily {
            let rank = DailyRank.rank(score: score, total: daily.total).name
            let words = view.state.wordsFound
            review.dailyRank = rank
            review.reason = byPlayer ? "You ended it." : "Time is up."
            review.shareLines = ShareText.lines(
                day: daily.day.description, generator: daily.generator, rank: rank, score: score, total: daily.total,
                words: words.count, bestWordLength: review.bestWord?.word.count ?? 0, unicode: unicodeShare)
        }
        let final = review
        view.update {
            $0.review = final
            $0.quitQuestion = GameViewState.quitWordfall
        }
    }

    /// Whether the share text may use Unicode (false for `--ascii`).
    public var unicodeShare = true

    /// Advances the level clock (call a few times a second); the clock stands still unless playing.
    public func tick() {
        // The meaning of a word is read with the clock running (a daily's clock is not a pause button).
        guard view.state.mode == .playing || view.state.mode == .meaning else { return }
        game.tick()
    }

    /// Acts on one key. `layout` is the screen's current layout, for mouse clicks on tiles.
    public func handle(_ key: Key, layout: GameLayout?) {
        let mode = view.state.mode
        if case .mouse(let event) = key, mode == .playing {
            guard event.kind != .release, let position = layout?.board.position(atX: event.x, y: event.y) else {
                return
            }
            apply(.tileTouched(position, dragging: event.kind == .drag))
            return
        }
        guard let input = KeyMap.input(for: key, in: mode, wordIsEmpty: view.state.currentWord.isEmpty) else {
            return
        }
        apply(input)
    }

    /// Acts on one player input.
    public func apply(_ input: PlayerInput) {
        switch input {
        case .letterTyped(let character):
            view.update {
                if $0.pathIsPicked {
                    $0.path = []
                    $0.pathIsPicked = false
                }
                $0.typed += character.uppercased()
                $0.showsCursor = false
            }
            refreshWord()
        case .letterDeleted:
            view.update {
                if $0.pathIsPicked {
                    if !$0.path.isEmpty { $0.path.removeLast() }
                    if $0.path.isEmpty { $0.pathIsPicked = false }
                } else if !$0.typed.isEmpty {
                    $0.typed.removeLast()
                }
            }
            refreshWord()
        case .wordCleared:
            clearWord()
        case .wordSubmitted:
            submit()
        case .cursorMoved(let rows, let columns):
            view.update {
                let board = $0.board
                if $0.showsCursor {
                    $0.cursor.row = min(max(0, $0.cursor.row + rows), board.rows - 1)
                    $0.cursor.column = min(max(0, $0.cursor.column + columns), board.columns - 1)
                }
                $0.showsCursor = true
            }
        case .cursorTilePicked:
            view.update { $0.showsCursor = true }
            pick(view.state.cursor, clicked: false, dragging: false)
        case .tileTouched(let position, let dragging):
            pick(position, clicked: true, dragging: dragging)
        case .shuffleRequested:
            clearWord()
            game.shuffle()
        case .hintRequested:
            game.hint()
        case .helpToggled:
            if view.state.mode == .help {
                setMode(modeBeforeOverlay)
            } else {
                modeBeforeOverlay = view.state.mode
                setMode(.help)
            }
        case .pauseToggled:
            setMode(view.state.mode == .paused ? .playing : .paused)
        case .quitRequested:
            if view.state.mode != .help { modeBeforeOverlay = view.state.mode }
            setMode(.confirmingQuit)
        case .quitConfirmed:
            if services.daily != nil, !game.status.isOver {
                // Ending a daily records it: the clock is run out, and the result is the player's.
                endingByPlayer = true
                endedAfter = game.elapsed
                clock.setPaused(false)
                game.advanceClock(by: (game.timeLeft ?? 0) + 1)
            } else {
                isFinished = true
            }
        case .quitCancelled:
            setMode(modeBeforeOverlay)
        case .nextLevelChosen:
            if index + 1 < levels.count { startLevel(index + 1) }
        case .retryChosen:
            // A daily has one result per day: no second try.
            if services.daily == nil { startLevel(index) }
        case .statisticsToggled:
            if view.state.mode == .statistics {
                setMode(modeBeforeOverlay)
            } else {
                modeBeforeOverlay = view.state.mode
                let lines = services.statistics?() ?? []
                view.update { $0.statisticsLines = lines }
                setMode(.statistics)
            }
        case .noticeDismissed:
            setMode(.playing)
        case .meaningToggled:
            if view.state.mode == .meaning {
                setMode(.playing)
            } else {
                showMeaning()
            }
        case .resized:
            break
        }
    }

    /// The meaning of the last accepted word, or a line saying why there is none.
    private func showMeaning() {
        guard let meanings = services.meanings else {
            if !saidMeaningsUnavailable {
                saidMeaningsUnavailable = true
                view.update { $0.message = .init(services.meaningsUnavailable, tone: .info) }
            }
            return
        }
        guard let word = view.state.lastWord?.word else {
            view.update { $0.message = .init("Find a word first: = shows the meaning of the last one.", tone: .info) }
            return
        }
        let lines = meanings(word) ?? ["No meaning of \(word) in WordNet."]
        view.update {
            $0.meaningWord = word
            $0.meaningLines = lines
        }
        setMode(.meaning)
    }

    private func setMode(_ mode: ScreenMode) {
        view.update { $0.mode = mode }
        clock.setPaused((mode != .playing && mode != .meaning) || game.status.isOver)
    }

    private func clearWord() {
        view.update {
            $0.typed = ""
            $0.path = []
            $0.pathIsPicked = false
            $0.wordStatus = .empty
        }
    }

    private func submit() {
        let state = view.state
        if state.pathIsPicked, !state.path.isEmpty {
            clearWord()
            game.submit(path: state.path)
        } else if !state.typed.isEmpty {
            clearWord()
            game.submit(word: state.typed)
        }
    }

    /// Adds a tile to the picked path (Space at the cursor, or the mouse).
    private func pick(_ position: Position, clicked: Bool, dragging: Bool) {
        var state = view.state
        if !state.pathIsPicked {
            state.path = state.typed.isEmpty ? [] : state.path
            state.typed = ""
            state.pathIsPicked = true
        }
        var message = state.message
        if state.path.last == position {
            if !dragging { state.path.removeLast() }
        } else if let at = state.path.firstIndex(of: position) {
            if dragging, at == state.path.count - 2 { state.path.removeLast() }
        } else if state.path.isEmpty || position.isAdjacent(to: state.path[state.path.count - 1]) {
            state.path.append(position)
        } else if clicked && !dragging {
            state.path = [position]
        } else if !dragging {
            message = .init("Those tiles don't touch: pick a neighbour of the last tile.", tone: .bad)
        }
        if state.path.isEmpty { state.pathIsPicked = false }
        state.message = message
        state.cursor = clicked ? position : state.cursor
        let final = state
        view.update { $0 = final }
        refreshWord()
    }

    /// Lights the best path of the typed word and shows the model's verdict on it, what Enter will say.
    ///
    /// A typed word ending in Q also lights a path for its QU, since a Q tile reads QU: the
    /// player is in the middle of typing it.
    private func refreshWord() {
        let state = view.state
        var path = state.path
        let status: GameViewState.WordStatus
        if state.pathIsPicked {
            status = path.isEmpty ? .empty : .init(game.verdict(path: path))
        } else if state.typed.isEmpty {
            path = []
            status = .empty
        } else {
            let board = game.board
            path = board.bestPath(spelling: state.typed) ?? []
            if path.isEmpty && state.typed.hasSuffix("Q") {
                path = board.bestPath(spelling: state.typed + "U") ?? []
            }
            status = .init(game.verdict(word: state.typed))
        }
        view.update {
            $0.path = path
            $0.wordStatus = status
        }
    }
}
