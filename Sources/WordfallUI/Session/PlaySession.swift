import Events
import WordfallCore

/// Plays a list of levels (a pack, or one level file): turns the player's keys
/// into the model's commands, follows the pack from level to level, and
/// records each finished level.
///
/// The session never draws: the loop draws `state` when `revision` moves.
public final class PlaySession {
    /// How long the end screen ignores keys after it appears, in seconds: keys typed as the level
    /// ended (the rest of a word) must not choose for the player.
    public static let endScreenGrace = 0.7

    public let levels: [Level]
    public private(set) var index: Int
    public private(set) var game: Game
    public private(set) var view: GameView
    /// Set when the player confirmed quitting.
    public private(set) var isFinished = false
    /// The largest scroll offset of the screen showing (the loop sets it after laying the screen out).
    public var scrollLimit = Int.max
    private let packTitle: String?
    private let lexicon: (Level) -> Lexicon
    private let progress: ProgressRecorder
    private let clock: PausableClock
    private let now: @Sendable () -> Double
    private let bell: Bool
    private var levelTokens: Set<ObserverToken> = []
    private var modeBeforeOverlay: ScreenMode = .playing
    private var levelsStarted = 0
    private let services: PlayServices
    private var saidMeaningsUnavailable = false
    private var endShownAt: Double?
    private var fits = true
    private var lastSaveFailed = false
    /// The level's saved best score when it started, for "new best score" (nil: never played).
    private var bestBefore: Int?
    private var saidNewBest = false
    /// The level's saved best word when it started, for "new best word" (nil: none recorded).
    private var bestWordBefore: GameViewState.ScoredWord?
    private var saidNewBestWord = false
    /// When the last word's moment (its celebration, the fresh tiles) ends.
    private var momentEnds: Double?
    /// How long a word's moment lasts, and a big word's.
    static let moment = (word: 1.5, bigWord: 3.0)
    /// A replay's recorded moves still to play (`playBack(_:)`), each when the level clock reaches its time.
    private var replayMoves: [TimedMove] = []
    private var isReplay = false
    /// Levels whose intro was shown in this session (a retry does not show it again).
    private var introduced: Set<Int> = []

    /// - Parameters:
    ///   - packTitle: the pack's title, nil for a single level file. A pack opens on the campaign screen.
    ///   - lexicon: each level's word list (loaded before play, so this cannot fail).
    ///   - notice: something to tell the player at the start (e.g. damaged saved progress set aside).
    ///   - services: statistics, word meanings and the daily puzzle's figures, when there are such things.
    ///   - now: a monotonic clock in seconds (the terminal's, or a fake).
    ///   - bell: ring the terminal's bell when a level is completed (`--bell`).
    public init(
        levels: [Level], startIndex: Int = 0, packTitle: String? = nil, lexicon: @escaping (Level) -> Lexicon,
        progress: ProgressRecorder = .none, notice: String? = nil, services: PlayServices = .none, bell: Bool = false,
        now: @escaping @Sendable () -> Double
    ) {
        precondition(!levels.isEmpty, "a session plays at least one level")
        self.services = services
        self.levels = levels
        self.packTitle = packTitle
        self.lexicon = lexicon
        self.progress = progress
        self.now = now
        self.bell = bell
        self.clock = PausableClock(source: now)
        self.index = min(max(0, startIndex), levels.count - 1)
        (game, view) = Self.makeLevel(levels, index, packTitle: packTitle, lexicon: lexicon, clock: clock)
        if packTitle != nil {
            clock.setPaused(true)
            var campaign = campaignState(selected: index)
            campaign.selected = campaign.next ?? campaign.selected
            let shown = campaign
            view.update {
                $0.campaign = shown
                $0.mode = .campaign
            }
        } else {
            open()
        }
        if let notice {
            // Shown in full before anything else (the message line would cut a long path), then kept on
            // that line; any key goes on to what would have shown.
            view.update {
                $0.message = .init(notice, tone: .bad)
                $0.notice = notice
            }
            modeBeforeOverlay = view.state.mode
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
        // A game on screen keeps its moves: they are its replay.
        game.logsMoves = true
        let subtitle = packTitle.map { "\($0), level \(index + 1) of \(levels.count)" }
        return (game, GameView(game: game, subtitle: subtitle))
    }

    /// The campaign screen's state from the saved progress.
    private func campaignState(selected: Int) -> CampaignState {
        let saved = levels.map { progress.saved($0.id) }
        let entries = levels.enumerated().map { offset, level in
            CampaignState.Entry(
                number: offset + 1, title: level.title, saved: saved[offset],
                isOpen: LevelPack.isOpen(offset) { saved[$0]?.completed == true })
        }
        var state = CampaignState(packTitle: packTitle ?? "", entries: entries, selected: selected)
        if !entries[selected].isOpen { state.selected = state.next ?? 0 }
        return state
    }

    private func startLevel(_ newIndex: Int) {
        index = newIndex
        (game, view) = Self.makeLevel(levels, newIndex, packTitle: packTitle, lexicon: lexicon, clock: clock)
        levelsStarted += 1
        open()
    }

    /// Shows the level's intro when it has one (the clock waits for a key), else starts it.
    private func open() {
        if let card = introCard() {
            clock.setPaused(true)
            introduced.insert(index)
            view.update {
                $0.intro = card
                $0.mode = .intro
            }
        } else {
            begin()
        }
    }

    /// The first-steps card (first level of a pack, never seen), the new rules this level brings
    /// (first time in this session), or for a timed level a card saying the clock waits.
    private func introCard() -> IntroCard? {
        let level = levels[index]
        var lines: [String] = []
        var title = level.title
        if packTitle != nil && index == 0 && !progress.firstStepsSeen() {
            title = "First steps"
            lines = IntroText.firstSteps(level)
            progress.markFirstStepsSeen()
        } else if packTitle != nil && index > 0 && !introduced.contains(index) {
            lines = IntroText.newRules(of: level, after: Array(levels[..<index]))
        }
        if let limit = level.rules.timeLimit, !lines.contains(where: { $0.hasSuffix(IntroText.clockWaits(limit)) }) {
            lines.append(IntroText.clockWaits(limit))
        }
        return lines.isEmpty ? nil : IntroCard(title: title, lines: lines)
    }

    /// Follows the current game's end, then starts it.
    private func begin() {
        levelTokens.removeAll()
        game.events.addObserver(self) { session, event in
            switch event {
            case .levelCompleted(let completed):
                session.levelEnded(failure: nil, score: completed.score, stars: completed.stars)
            case .levelFailed(let failed): session.levelEnded(failure: failed.reason, score: failed.score, stars: 0)
            case .levelEndedByPlayer(let ended):
                session.levelEnded(failure: nil, score: ended.score, stars: 0, byPlayer: true)
            case .goalsDone:
                // Until the screen offers "keep going for stars, or finish now" (issue 22, phase two),
                // a won level is finished at once, as before; a replay plays its own `.finish`.
                if !session.isReplay { session.game.endByPlayer() }
            case .scoreChanged(let change): session.scoreChanged(to: change.score)
            case .wordAccepted(let accepted):
                session.wordAccepted(accepted.word, points: accepted.points)
                let big = session.view.state.celebration != nil
                session.momentEnds = session.now() + (big ? Self.moment.bigWord : Self.moment.word)
            case .levelStarted, .wordRejected, .goalProgressed, .goalCompleted, .movesChanged, .boardChanged,
                .shuffled, .hintShown, .moveRefused, .clockTicked:
                break
            }
        }.store(in: &levelTokens)
        bestBefore = progress.saved(game.level.id)?.bestScore
        saidNewBest = false
        bestWordBefore = progress.saved(game.level.id)?.bestWord
        saidNewBestWord = false
        levelsStarted += 1
        modeBeforeOverlay = .playing
        let hasStatistics = services.statistics != nil
        view.update { $0.hasStatistics = hasStatistics }
        if let daily = services.daily {
            view.update {
                $0.daily = daily
                $0.quitQuestion = "End today's puzzle?"
            }
        }
        endShownAt = nil
        view.update {
            $0.intro = nil
            $0.mode = .playing
        }
        updateClock()
        game.start()
    }

    /// Says at once when the score passes the level's saved best (a level played before).
    private func scoreChanged(to score: Int) {
        guard let best = bestBefore, best > 0, score > best, !saidNewBest else { return }
        saidNewBest = true
        view.update {
            let previous = $0.message.map { $0.text + " " } ?? ""
            $0.message = .init(previous + "New best score for this level!", tone: .good)
        }
    }

    /// Says at once when a word beats the level's saved best word (a level played before).
    private func wordAccepted(_ word: String, points: Int) {
        guard let best = bestWordBefore, points > best.points, !saidNewBestWord else { return }
        saidNewBestWord = true
        view.update {
            let previous = $0.message.map { $0.text + " " } ?? ""
            $0.message = .init(previous + "New best word for this level (was \(best.word)).", tone: .good)
        }
    }

    /// Records the result, then shows the end screen: the only writer of the review.
    private func levelEnded(failure: FailureReason?, score: Int, stars: Int, byPlayer: Bool = false) {
        let completed = failure == nil && !byPlayer
        let before = progress.saved(game.level.id)
        let review = game.review(missedLimit: .max)
        let warning = progress.levelFinished(
            LevelResult(
                level: game.level, completed: completed, failure: byPlayer ? nil : failure, endedByPlayer: byPlayer,
                score: score, stars: stars, words: view.state.wordsFound, bestWord: review.bestWord,
                duration: game.elapsed, moves: game.moveLog))
        lastSaveFailed = warning != nil && progress.isSaving
        let packFinished: Bool
        if packTitle != nil {
            packFinished =
                completed && levels.allSatisfy { $0 == game.level || progress.saved($0.id)?.completed == true }
        } else {
            packFinished = false
        }
        var news: [String] = []
        if progress.isSaving, let before, before.bestScore > 0, score > before.bestScore {
            news.append("New best score for this level (was \(Format.number(before.bestScore))).")
        }
        if progress.isSaving, let was = before?.bestWord, let now = review.bestWord, now.points > was.points {
            news.append(
                "New best word for this level: \(now.word), \(Format.number(now.points)) points (was \(was.word)).")
        }
        if progress.isSaving, let before, completed, stars > before.bestStars, before.completed {
            news.append("More stars than before: \(stars) (was \(before.bestStars)).")
        }
        if packFinished {
            // The whole pack's result, not only this level's (the saved bests, this one included).
            let pack = campaignState(selected: index)
            news.append(
                "The whole pack: \(pack.stars.earned) of \(pack.stars.of) stars, "
                    + "\(Format.number(pack.totalScore)) points.")
        }
        view.showEnd(
            failure: failure, endedByPlayer: byPlayer, score: score, stars: stars, review: review,
            hasNext: completed && index + 1 < levels.count, packFinished: packFinished, notice: warning)
        view.update {
            $0.review?.found = $0.wordsFound
            $0.review?.news = news
            $0.review?.returnsToCampaign = packTitle != nil
            if let next = game.nextStar { $0.review?.nextStar = .init(points: next.points, stars: next.stars) }
            $0.scroll = 0
            if completed && bell { $0.bells &+= 1 }
        }
        reviewExtras(score: score, byPlayer: byPlayer)
        endShownAt = now()
        clock.setPaused(true)
    }

    /// The meanings of the best missed words, and for a daily its rank and share text.
    private func reviewExtras(score: Int, byPlayer: Bool) {
        guard var review = view.state.review else { return }
        if let meanings = services.meanings {
            // The review lists every missed word; meanings for the best ten (WordNet is read for each).
            for word in review.missedWords.prefix(10) {
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
        if let ends = momentEnds, now() >= ends {
            momentEnds = nil
            view.update {
                $0.celebration = nil
                $0.freshTiles = []
            }
        }
        // The meaning of a word is read with the clock running (a daily's clock is not a pause button).
        guard view.state.mode == .playing || view.state.mode == .meaning, fits else { return }
        game.tick()
        if isReplay { playDueMoves() }
    }

    /// Plays `moves` back at their own pace instead of taking the player's: each when the level clock
    /// reaches its time. Space pauses and resumes, the right arrow plays the next move at once, `q` quits.
    public func playBack(_ moves: [TimedMove]) {
        isReplay = true
        replayMoves = moves
        if view.state.mode == .intro || view.state.mode == .campaign { begin() }
        view.update { $0.message = .init("Replay: Space pauses, \u{2192} skips ahead, q quits.", tone: .info) }
        playDueMoves()
    }

    /// Plays the recorded moves whose time has come.
    private func playDueMoves() {
        while let next = replayMoves.first, next.at <= game.elapsed + 1e-9, !game.status.isOver {
            replayMoves.removeFirst()
            game.play(next.move)
        }
        // Every game is recorded at its end, so moves that run out before the level ended were followed
        // by the player ending it (`Game.endByPlayer()` is not a move).
        if replayMoves.isEmpty && game.status == .playing { game.endByPlayer() }
    }

    /// A key during a replay: only the playback's own keys act while the level is on.
    private func handleReplay(_ key: Key) -> Bool {
        guard isReplay, view.state.mode == .playing || view.state.mode == .paused else { return false }
        switch key {
        case .character(" "):
            setMode(view.state.mode == .paused ? .playing : .paused)
        case .right:
            if let next = replayMoves.first, view.state.mode == .playing {
                let gap = next.at - game.elapsed
                if gap > 0 { game.advanceClock(by: gap) }
                playDueMoves()
            }
        case .character("q"), .character("Q"), .control("d"):
            isFinished = true
        default: break
        }
        return true
    }

    /// The process is being stopped (Ctrl-C, a closed window): a daily puzzle in play is ended as if the
    /// player had ended it, so its result is recorded and the day cannot be played again for a better
    /// score. Anything else in progress is left unrecorded, as quitting leaves it.
    public func abandon() {
        guard services.daily != nil, game.status == .playing else { return }
        apply(.quitConfirmed)
    }

    /// Tells the session whether the screen fits the window: too small is a pause (the clock stops
    /// and keys are not played, since the player cannot see what they do).
    public func screenFits(_ fits: Bool) {
        guard fits != self.fits else { return }
        self.fits = fits
        updateClock()
    }

    /// Acts on one key. `layout` is the screen's current layout, for mouse clicks on tiles.
    public func handle(_ key: Key, layout: GameLayout?) {
        guard fits || key == .resize else { return }
        if key != .resize && handleReplay(key) { return }
        let mode = view.state.mode
        if case .levelOver = mode, let shown = endShownAt, now() - shown < Self.endScreenGrace, key != .resize {
            return
        }
        if case .mouse(let event) = key, mode == .playing {
            guard event.kind != .release, let position = layout?.board.position(atX: event.x, y: event.y) else {
                return
            }
            apply(.tileTouched(position, dragging: event.kind == .drag))
            return
        }
        if case .mouse(let event) = key, mode == .campaign {
            guard event.kind == .press, let layout else { return }
            if let row = CampaignScreen.entry(atY: event.y, in: layout.body, state: view.state.campaign) {
                apply(.levelClicked(row: row))
            }
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
            hint()
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
            let notes = quitNotes()
            view.update { $0.quitNotes = notes }
            setMode(.confirmingQuit)
        case .quitConfirmed:
            if services.daily != nil, !game.status.isOver {
                // Ending a daily records it: the model ends it as the player's.
                game.endByPlayer()
            } else {
                isFinished = true
            }
        case .quitCancelled:
            setMode(modeBeforeOverlay)
        case .nextLevelChosen:
            if index + 1 < levels.count, view.state.review?.completed == true { startLevel(index + 1) }
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
            setMode(modeBeforeOverlay)
        case .meaningToggled:
            if view.state.mode == .meaning {
                setMode(.playing)
            } else {
                showMeaning()
            }
        case .usualChoiceChosen:
            guard let review = view.state.review else { return }
            switch review.usualChoice {
            case .retry: if services.daily == nil { startLevel(index) }
            case .levels: showCampaign()
            case .nextLevel: startLevel(index + 1)
            case .quit: apply(.quitRequested)
            }
        case .campaignChosen:
            if packTitle != nil { showCampaign() }
        case .scrolled(let lines):
            view.update { $0.scroll = min(max(0, $0.scroll + lines), max(0, scrollLimit)) }
        case .levelPicked(let step):
            view.update {
                guard let campaign = $0.campaign else { return }
                $0.campaign?.selected = campaign.picking(by: step)
            }
        case .levelClicked(let row):
            guard let campaign = view.state.campaign, campaign.entries.indices.contains(row) else { return }
            if campaign.selected == row, campaign.entries[row].isOpen {
                startLevel(row)
            } else if campaign.entries[row].isOpen {
                view.update { $0.campaign?.selected = row }
            }
        case .levelChosen:
            guard let campaign = view.state.campaign, campaign.entries[campaign.selected].isOpen else { return }
            startLevel(campaign.selected)
        case .introDismissed:
            begin()
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

    /// Back to the campaign screen, the next level to play picked (the one just played once all are done).
    private func showCampaign() {
        clock.setPaused(true)
        var campaign = campaignState(selected: index)
        campaign.selected = campaign.next ?? index
        let final = campaign
        view.update {
            $0.campaign = final
            $0.review = nil
            $0.mode = .campaign
            $0.message = nil
        }
    }

    /// What is true about quitting now: what is saved, and what would be lost.
    private func quitNotes() -> [String] {
        if services.daily != nil && !game.status.isOver {
            return ["Your result is recorded as it stands: one result a day, no second try."]
        }
        var notes: [String] = []
        let over = game.status.isOver || game.status == .ready
        let mode = view.state.mode
        if !over && mode != .campaign && mode != .intro {
            notes.append("This level is not finished: its progress will be lost.")
        }
        if !progress.isSaving {
            notes.append("Results of a single level file are not saved.")
        } else if lastSaveFailed {
            notes.append("Your last result could not be saved.")
        } else {
            notes.append("Finished levels are saved.")
        }
        return notes
    }

    /// The hint: first a nudge (the word's first letter and length, its first tile lit); asked again
    /// while the nudge shows, the whole word and path, without using another hint.
    private func hint() {
        let state = view.state
        if state.hintIsNudge, !state.hintPath.isEmpty {
            view.reveal()
            return
        }
        game.hint()
    }

    private func setMode(_ mode: ScreenMode) {
        view.update {
            $0.mode = mode
            $0.scroll = 0
        }
        updateClock()
    }

    /// The clock runs only while the level is on screen, playing, and the window fits it.
    private func updateClock() {
        let running = view.state.mode == .playing || view.state.mode == .meaning
        clock.setPaused(!running || game.status.isOver || !fits)
    }
}
