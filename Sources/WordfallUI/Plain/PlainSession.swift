import Events
import WordfallCore
import WordfallPlay
import WordfallProgress

/// Plays a list of levels (a pack, one level file, or the daily puzzle) as lines of text: the player
/// types a line, the session answers in lines. Plain mode (docs/PLAY-PLAIN.md): no screen, no cursor,
/// nothing a screen reader cannot follow.
///
/// The game itself is the model's: a `PlainNarrator` subscribes to its one event stream and says what
/// happened; the session turns lines into the flow's actions (its store alone calls the model), and each
/// finished level is recorded through the same `ProgressRecorder` the screen's session uses.
public final class PlainSession {
    /// What a line typed means: where the flow of play is (`PlayFlow.Phase`), or what plain mode asks over
    /// it (`aside`).
    enum Stage: Equatable {
        /// The pack's levels as numbered choices.
        case campaign
        /// A timed level waits for Enter before its clock starts.
        case waiting
        case playing
        /// `pause`: the clock stopped and the board not said, until the next line.
        case paused
        /// A game of the level was kept: `resume` or `new` (a daily: `end`) answers the offer.
        case offered
        /// `quit` asked; `yes` confirms.
        case confirmingQuit
        /// The level is over: its review was said, the next steps are numbered choices.
        case review
        /// A challenge's end: the next line is a friend's result line to compare.
        case comparing
        /// A challenge's first time: the next line is the player's name.
        case naming
        case finished
    }

    let levels: [Level]
    let packTitle: String?
    let lexicon: (Level) -> Lexicon
    /// Whether the player's own words apply to these levels (false for a challenge: one list for both).
    let ownWords: Bool
    let progress: any ProgressRecorder
    let services: PlayServices
    let clock: PausableClock
    let now: @Sendable () -> Double
    let write: (String) -> Void
    /// What plain mode asks over the flow's phase (a name, a friend's line), or `.finished` once the input is
    /// gone; nil: a line means what the flow says (`stage`: its phase, and the pause over it).
    var aside: Stage?
    var index: Int
    var game: Game
    var narrator: PlainNarrator
    /// The choices of the menu last said (campaign or review), in their numbers' order.
    var choices: [MenuChoice] = []
    /// The daily puzzle this session plays (its day, generator and total), nil for a level or a pack.
    let puzzle: DailyPlay?
    /// Today's puzzle as a choice of the pack's levels (the home), when there is one.
    let daily: PlainDaily?
    /// The daily being played from the levels: lines go to it until it is done.
    var dailySession: PlainSession?
    /// Whether this session is a daily played from the levels (its last choice goes back to them).
    var isNested = false
    /// The one owner of the flow of play this session says (what comes next, what is saved and kept).
    let store: PlayStore
    /// The game's score and words, followed for the flow's news during the level.
    var levelTokens: Set<ObserverToken> = []
    /// The flow's good news, said after the lines of the move that brought it.
    var announcements: [String] = []
    /// An offer is being declined (a daily's kept game is then played again without a word).
    var declining = false
    private var saidMeaningsUnavailable = false
    /// A friend's line given so far, when it came in several lines.
    var friendLineSoFar = ""
    /// The challenge played, nil for any other game: its end says its result line, and compares a friend's.
    package var challenge: ChallengePlay? {
        didSet {
            narrator.round = challenge?.isRound == true
            narrator.starless = challenge.map { !$0.isRound && !$0.hasStars } ?? false
        }
    }

    /// Whether `handle` may be called again (false once the player quit).
    public var isFinished: Bool { stage == .finished }

    /// What a line means now: plain mode's own question, else the flow's phase. A level waiting for its
    /// intro to be read is played at once, unless it is timed: its clock waits for Enter.
    var stage: Stage {
        if let aside { return aside }
        switch flow.phase {
        case .loading, .levels: return .campaign
        case .offered: return .offered
        case .ready: return game.level.rules.timeLimit == nil ? .playing : .waiting
        case .playing: return flow.screen == .paused ? .paused : .playing
        case .ended: return .review
        case .quitting: return .confirmingQuit
        case .finished: return .finished
        }
    }

    /// - Parameters:
    ///   - packTitle: the pack's title, nil for a level file or the daily. A pack opens on its levels.
    ///   - lexicon: each level's word list (loaded before play, so this cannot fail).
    ///   - progress: where finished levels are recorded (the screen session's recorder).
    ///   - services: statistics and word meanings, when there are such things.
    ///   - puzzle: the daily puzzle played (one level), with its figures for the rank and share text.
    ///   - daily: today's puzzle as a choice of the levels (the home).
    ///   - ownWords: whether the player's own words (`words add`) apply: false for a challenge (and never
    ///     for the daily, whatever it says).
    ///   - retriesAreNewGames: false for a challenge, whose every try plays its code's refills (issue 42).
    ///   - kind: the kind of play when it is neither a level, a pack's nor a daily (the endless game, practice).
    ///   - now: a monotonic clock in seconds (the system's, or a fake).
    ///   - write: says one line.
    public init(
        levels: [Level], startIndex: Int = 0, packTitle: String? = nil, lexicon: @escaping (Level) -> Lexicon,
        progress: any ProgressRecorder = NoProgress(), services: PlayServices = .none, puzzle: DailyPlay? = nil,
        daily: PlainDaily? = nil, ownWords: Bool = true, retriesAreNewGames: Bool = true, kind: PlayFlow.Kind? = nil,
        now: @escaping @Sendable () -> Double,
        write: @escaping (String) -> Void
    ) {
        // The daily is the same list for every player: their own words never apply there.
        self.ownWords = ownWords && puzzle == nil
        self.puzzle = puzzle
        self.daily = daily
        self.now = now
        precondition(!levels.isEmpty, "a session plays at least one level")
        self.levels = levels
        self.packTitle = packTitle
        self.lexicon = lexicon
        self.progress = progress
        self.services = services
        self.write = write
        clock = PausableClock(source: now)
        clock.setPaused(true)
        index = min(max(0, startIndex), levels.count - 1)
        (game, narrator) = Self.makeLevel(
            levels[index], lexicon: lexicon, clock: clock, puzzle: puzzle, ownWords: self.ownWords)
        store = PlayStore(
            PlayFlow.State(
                kind: kind ?? Self.flowKind(packTitle: packTitle, puzzle: puzzle), levels: levels, start: index,
                saving: progress.isSaving, keeping: progress.keepsGames, entropy: services.entropy,
                retriesAreNewGames: retriesAreNewGames, completed: { progress.saved(levels[$0].id)?.completed == true })
        )
        store.effects = effects()
    }

    static func makeLevel(
        _ level: Level, lexicon: (Level) -> Lexicon, clock: PausableClock, puzzle: DailyPlay?, ownWords: Bool
    ) -> (
        Game, PlainNarrator
    ) {
        let game = Game(level: level, lexicon: lexicon(level), clock: clock.gameClock)
        // Its moves are its replay, as on screen.
        game.logsMoves = true
        return (
            game,
            PlainNarrator(
                game: game, daily: puzzle != nil, hunt: puzzle?.hunt, ownWords: ownWords, play: puzzle)
        )
    }

    /// Says what there is to say first (`notice`: saved data set aside), then the pack's levels, or the
    /// level itself.
    public func start(notice: String? = nil) {
        if !isNested { say("wordfall, plain mode. Type help at any time for the commands.") }
        if let notice { say(notice) }
        // A challenge's first time: the name its result line carries, asked once, as the screen's card does.
        if let challenge, challenge.name == nil { return askName(challenge) }
        send(.opened)
    }

    /// Acts on one line the player typed.
    public func handle(line raw: String) {
        if let inner = dailySession {
            inner.handle(line: raw)
            return leaveDailyIfDone()
        }
        let line = raw.trimmingSpaces
        let command = line.lowercased()
        switch stage {
        case .finished:
            return
        case .campaign, .review:
            chooseFromMenu(command)
        case .comparing:
            compareFriendLine(line)
        case .naming:
            nameGiven(line)
        case .offered:
            answerOffer(command)
        case .waiting:
            if command == "help" || command == "quit" {
                play(line, command: command)
            } else {
                begin()
                // A word typed at once is played with the clock just started.
                if !line.isEmpty { play(line, command: command) }
            }
        case .playing:
            play(line, command: command)
        case .paused:
            if command == "quit" {
                confirmQuit()
            } else {
                send(.overlayToggled(.paused))
                say("Resumed: the clock runs.")
            }
        case .confirmingQuit:
            if command == "yes" || command == "y" {
                quitConfirmed()
            } else {
                say("Carrying on.")
                // The flow goes back to what was asked over: the pause, if the quit was asked over it.
                send(.quitAnswered(false))
            }
        }
        takeNarration()
        keepIfMoved()
    }

    /// Moves the level clock (call a few times a second): a timed level can end between lines.
    public func tick() {
        if let inner = dailySession {
            inner.tick()
            return leaveDailyIfDone()
        }
        guard stage == .playing || stage == .confirmingQuit else { return }
        send(.ticked)
        takeNarration()
        keepIfMoved()
    }

    /// The input ended or the process is being stopped: the level in progress is kept, as quitting
    /// keeps it; a daily that could not be kept is ended as the player's and recorded, as on screen.
    public func abandon() {
        dailySession?.abandon()
        sendStanding(.abandoned)
        aside = .finished
    }

    func say(_ line: String) { write(line) }

    /// Says what the model published since the last call.
    func takeNarration() {
        for line in narrator.takeLines() { say(line) }
        announcements.forEach(say)
        announcements = []
    }

    /// A line while playing: a command word, `word X` for a word that is also a command, or a word.
    private func play(_ line: String, command: String) {
        switch command {
        case "help", "?": help()
        case "board": PlainWording.board(narrator.board, language: narrator.language).forEach(say)
        case "goals": goals()
        case "status": status()
        case "words": words()
        case "hint": hint()
        case "shuffle":
            narrator.clearHint()
            send(.moveAsked(.shuffle))
        case "meaning": meaning()
        case "grid" where flow.kind == .hunt: huntGrid()
        case "nudge" where flow.kind == .hunt: huntNudge()
        case "pause":
            send(.overlayToggled(.paused))
            say("Paused: the clock is stopped. Type anything to resume, or quit.")
        // A challenge's round has no goal to finish first: `finish` ends it as it stands, as Ctrl-F twice does.
        case "finish" where challenge?.isRound == true && !flow.won: send(.endAsked)
        case "finish": finish()
        case "quit": confirmQuit()
        case "": say("Type a word, or help.")
        default:
            let word = command.hasPrefix("word ") ? String(line.dropFirst(5)).trimmingSpaces : line
            let language = game.level.language
            guard language.isEnglish || language.tiles.tileSpelling(of: word) != nil else {
                // No tile's letters (a digit, `k` in Catalan): never sent as code letters (`0` is no Ä).
                return say(
                    PlainWording.rejected(
                        RejectedWord(word: word.uppercased(), reason: .invalidInput),
                        minWordLength: game.level.rules.minWordLength, language: language))
            }
            send(.moveAsked(.word(language.isEnglish ? word : language.tiles.tileSpelling(of: word) ?? word)))
        }
    }

    private func confirmQuit() {
        sendStanding(.quitAsked)
        updateClock()
        say(quitQuestion() + " Type yes to quit, anything else to go on.")
    }

    /// The player's finish: the daily's round asks first, as quitting does (`yes` ends it).
    private func finish() {
        send(.finishAsked)
        guard case .quitting = flow.phase else { return }
        updateClock()
        say(quitQuestion() + " Type yes to finish, anything else to go on.")
    }

    /// Quitting keeps the level in progress; a daily in play that could not be kept is ended as the
    /// player's (recorded, as on screen).
    private func quitConfirmed() {
        let kept = game.status == .playing && canKeep
        sendStanding(.quitAnswered(true))
        if stage == .finished { farewell(kept: kept) }
    }

    /// The clock runs only while a level is being played.
    func updateClock() {
        clock.setPaused(stage != .playing || game.status.isOver)
    }
}
