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

    /// - Parameters:
    ///   - packTitle: the pack's title, nil for a single level file.
    ///   - lexicon: each level's word list (loaded before play, so this cannot fail).
    ///   - notice: something to tell the player at the start (e.g. damaged saved progress set aside).
    ///   - now: a monotonic clock in seconds (the terminal's, or a fake).
    public init(
        levels: [Level], startIndex: Int = 0, packTitle: String? = nil, lexicon: @escaping (Level) -> Lexicon,
        progress: ProgressRecorder = .none, notice: String? = nil, now: @escaping @Sendable () -> Double
    ) {
        precondition(!levels.isEmpty, "a session plays at least one level")
        self.levels = levels
        self.packTitle = packTitle
        self.lexicon = lexicon
        self.progress = progress
        self.clock = PausableClock(source: now)
        self.index = min(max(0, startIndex), levels.count - 1)
        (game, view) = Self.makeLevel(levels, index, packTitle: packTitle, lexicon: lexicon, clock: clock)
        begin()
        if let notice { view.update { $0.message = .init(notice, tone: .bad) } }
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
        clock.setPaused(false)
        game.start()
    }

    /// Records the result, then shows the end screen: the only writer of the review.
    private func levelEnded(failure: FailureReason?, score: Int, stars: Int) {
        let completed = failure == nil
        let warning = progress.levelFinished(game.level.id, completed, score, stars)
        view.showEnd(
            failure: failure, score: score, stars: stars, review: game.review(),
            hasNext: completed && index + 1 < levels.count,
            packFinished: completed && levels.count > 1 && index + 1 == levels.count, notice: warning)
        clock.setPaused(true)
    }

    /// Advances the level clock (call a few times a second); the clock stands still unless playing.
    public func tick() {
        guard view.state.mode == .playing else { return }
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
            isFinished = true
        case .quitCancelled:
            setMode(modeBeforeOverlay)
        case .nextLevelChosen:
            if index + 1 < levels.count { startLevel(index + 1) }
        case .retryChosen:
            startLevel(index)
        case .resized:
            break
        }
    }

    private func setMode(_ mode: ScreenMode) {
        view.update { $0.mode = mode }
        clock.setPaused(mode != .playing || game.status.isOver)
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
