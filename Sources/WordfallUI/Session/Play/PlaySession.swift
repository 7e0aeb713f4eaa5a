import Events
import WordfallCore
import WordfallPlay
import WordfallProgress

/// Plays levels on screen whatever the kind of play: turns the player's keys into the flow's actions
/// (its store alone calls the model), keeps the screen's state (through the view model), and asks its
/// `PlayKind` (a level file, a campaign, the daily puzzle, a replay) at each point where the kinds
/// differ: what it opens on, what is saved, what Enter does at the end, what the quit dialog says.
///
/// The session never draws: the loop draws `state` with `screen` when `revision` moves. It is fed
/// `SessionInput`s: keys, the window's size, ticks.
public final class PlaySession: LoopSession {
    /// The kind of play: its own rules.
    package let kind: any PlayKind
    /// How the screen is laid out (for hit-testing the mouse, whether the window fits, how far a
    /// screen scrolls); the loop draws with it.
    public let screen: GameScreen
    public var levels: [Level] { kind.levels }
    public internal(set) var index: Int
    public internal(set) var game: Game
    public internal(set) var view: GameViewModel
    /// The session is over (the flow's phase says so): the loop returns.
    public var isFinished: Bool { store.state.phase == .finished }
    /// Whether the flow ended back at the home screen rather than quitting (`PlayServices.fromHome`).
    public var backToMenu: Bool { store.state.home }
    /// The window's size, once the loop has said it (nil: unknown, taken to fit).
    public private(set) var size: (width: Int, height: Int)?
    let lexicon: (Level) -> Lexicon
    let clock: PausableClock
    let now: @Sendable () -> Double
    let bell: Bool
    let services: PlayServices
    var levelTokens: Set<ObserverToken> = []
    var levelsStarted = 0
    var saidMeaningsUnavailable = false
    /// The one owner of the flow of play this screen shows (what comes next, what is saved and kept).
    let store: PlayStore
    /// The last fall the loop was given frames of (`frames(width:height:)`).
    var fallShown: Int?

    /// - Parameters:
    ///   - kind: the kind of play, with its levels and where results are saved.
    ///   - lexicon: each level's word list (loaded before play, so this cannot fail).
    ///   - notice: something to tell the player at the start (e.g. damaged saved progress set aside).
    ///   - services: statistics and word meanings, when there are such things.
    ///   - screen: how the screen is laid out and drawn.
    ///   - bell: ring the terminal's bell when a level is completed (`--bell`).
    ///   - now: a monotonic clock in seconds (the terminal's, or a fake).
    package init(
        _ kind: any PlayKind, lexicon: @escaping (Level) -> Lexicon, notice: String? = nil,
        services: PlayServices = .none, screen: GameScreen = GameScreen(theme: Theme()), bell: Bool = false,
        now: @escaping @Sendable () -> Double
    ) {
        precondition(!kind.levels.isEmpty, "a session plays at least one level")
        self.kind = kind
        self.services = services
        self.screen = screen
        self.lexicon = lexicon
        self.now = now
        self.bell = bell
        self.clock = PausableClock(source: now)
        self.index = min(max(0, kind.startIndex), kind.levels.count - 1)
        (game, view) = Self.makeLevel(kind, index, lexicon: lexicon, clock: clock)
        store = PlayStore(
            PlayFlow.State(
                kind: kind.flowKind, levels: kind.levels, start: index, saving: kind.progress.isSaving,
                keeping: kind.progress.keepsGames, replaying: kind.replaying, fromHome: services.fromHome,
                entropy: services.entropy, retriesAreNewGames: kind.retriesAreNewGames,
                isRound: kind.isRound,
                completed: { kind.progress.saved(kind.levels[$0].id)?.completed == true }))
        store.effects = effects()
        send(.opened)
        if let notice {
            // Shown in full before anything else (the message line would cut a long path), then kept on
            // that line; any key goes on to what would have shown.
            view.update {
                $0.message = .init(notice, tone: .bad)
                $0.shown.notice = notice
            }
            send(.overlayToggled(.notice))
        }
    }

    /// What the screen shows now: the view's state where the flow has play (`PlayFlow.State.screen`), the end
    /// screen's keys as its moment has them (`PlayFlow.Moments`).
    public var state: GameScreenState {
        var state = view.state
        state.showing = flow.screen
        state.shown.ending?.keysWork = flow.moments.endKeysWork
        return state
    }

    public var bells: Int { state.bells }

    public func render(width: Int, height: Int) -> ScreenBuffer {
        screen.render(state, width: width, height: height)
    }

    /// Changes whenever `state` may have changed (a new level, or the view model's own revision).
    public var revision: Int { levelsStarted &* 1_000_003 &+ view.revision &+ store.revision }

    /// Where results are recorded (the kind's).
    var progress: any ProgressRecorder { kind.progress }

    /// Whether the screen fits the window: too small is a pause (the clock stops and keys are not
    /// played, since the player cannot see what they do).
    public var fits: Bool {
        guard let size else { return true }
        return screen.layout(for: state, width: size.width, height: size.height) != nil
    }

    /// Acts on one input from the loop.
    public func handle(_ input: SessionInput) {
        switch input {
        case .resized(let width, let height):
            size = (width, height)
            updateClock()
        case .tick:
            tick()
        case .key(let key):
            handle(key)
        }
    }

    /// Acts on one key.
    public func handle(_ key: Key) {
        guard key != .resize, fits else { return }
        if case .offered = flow.phase, state.mode == .intro {
            answerOffer(key)
            return
        }
        if kind.takesKey(key, self) { return }
        // The answers' question follows a deliberate `w`: its answer is never held back as typing.
        send(.keyPressed(at: now(), holdable: !Self.onlyScrolls(key) && state.review?.askingSpoil != true))
        // Held back by the end screen's moment (`PlayFlow.Moments`): it chooses nothing.
        if flow.moments.keyHeld { return }
        let mode = state.mode
        if case .levelOver(var ending) = state.screen, ending.review.askingSpoil {
            // y shows the answers; any other key keeps them hidden.
            ending.review.askingSpoil = false
            view.update { $0.shown.hold(.levelOver(ending)) }
            if key == .character("y") || key == .character("Y") { showWholeReview() }
            return
        }
        let input = KeyMap.input(
            for: key, in: mode, wordIsEmpty: view.state.currentWord.isEmpty,
            otherLetters: !view.state.language.isEnglish, pointing: target(x:y:))
        if let input { apply(input) }
    }

    /// The whole review on the end screen: every move, and the missed words in full (a daily's round: every
    /// move, no answers).
    func showWholeReview() {
        send(.missedAsked)
        view.update {
            guard var review = $0.shown.ending?.review else { return }
            // A daily's round hides what it missed (its hunt comes next): every move, no answers.
            review.missedInFull = !review.missedHidden
            review.wholeReview = true
            $0.shown.ending?.review = review
        }
    }

    /// What is under the mouse at this cell of the screen showing.
    func target(x: Int, y: Int) -> MouseTarget? {
        guard let size, let layout = screen.layout(for: state, width: size.width, height: size.height) else {
            return nil
        }
        switch state.screen {
        case .playing: return layout.board.position(atX: x, y: y).map(MouseTarget.tile)
        case .campaign(let campaign):
            return CampaignScreen.entry(atY: y, in: layout.body, state: campaign).map(MouseTarget.level)
        default: return nil
        }
    }

    /// Keys that only scroll the end screen: never a choice, so never held back by its moment.
    static func onlyScrolls(_ key: Key) -> Bool {
        [.up, .down, .pageUp, .pageDown].contains(key)
    }

    /// Advances the level clock (a few times a second); the clock stands still unless playing.
    public func tick() {
        kind.ticked(self)
        send(.timePassed(at: now()))
        guard state.mode.keepsTheClockRunning, fits else { return }
        send(.ticked)
    }

    /// What may wait for the disk, done by the loop once a frame is drawn (so the move it keeps is on
    /// screen first): keeps the level in progress when a move was played or its clock ran on.
    public func afterFrame() {
        keepIfMoved()
    }

    /// The process is being stopped (Ctrl-C, a closed window): the level in progress is kept, as
    /// quitting keeps it, and the kind does what else it must.
    /// - Parameter terminalLost: the terminal closed (SIGHUP): kept, but not as left by the player, so a
    ///   daily resumes with the time it had rather than a clock that ran on.
    public func abandon(terminalLost: Bool = false) {
        sendStanding(terminalLost ? .terminalLost : .abandoned)
    }

    /// The clock runs only while the level is on screen, playing, and the window fits it.
    func updateClock() {
        let running = state.mode.keepsTheClockRunning
        clock.setPaused(!running || game.status.isOver || !fits)
    }
}
