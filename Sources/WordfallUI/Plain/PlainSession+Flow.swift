import Events
import WordfallCore
import WordfallPlay

/// Plain mode as a view of the flow of play (docs/decisions/0420), as the screen is: the session sends
/// `PlayFlow` what happened and performs the effects it returns; what comes next and what is saved are
/// the flow's, so both views say the same.
extension PlainSession: FlowView {
    /// The flow's kind for this session: a pack, the daily, or a level file.
    static func flowKind(packTitle: String?, puzzle: DailyPlay?) -> PlayFlow.Kind {
        if let packTitle { return .campaign(packTitle: packTitle) }
        guard let puzzle else { return .level }
        return puzzle.hunt == nil ? .daily : .hunt
    }

    /// Leaving now keeps the level (games are kept, and the last keep did not fail): a daily that
    /// cannot be kept ends as it stands instead.
    var canKeep: Bool { flow.keeping && !flow.keepFailed }

    /// The effects as plain mode performs them.
    func effects() -> PlayStore.Effects {
        var effects = PlayStore.Effects(
            game: { [unowned self] in game },
            loadLevel: { [unowned self] in load($0) },
            offer: { [unowned self] in offer($0) },
            showLevels: { [unowned self] in showCampaign() },
            introduce: { [unowned self] in openLevel() },
            showEnd: { [unowned self] in showEnd($0) },
            restore: { [unowned self] kept in
                // The kept game's own level: a retry's seed and board, when it was a retry (`Level.asTry`).
                if kept.level != game.level { make(kept.level) }
                aside = nil
                updateClock()
            },
            resumed: { [unowned self] in resumed($0, saying: !declining) },
            clock: { [unowned self] _ in updateClock() },
            keep: { _, _ in nil }, forget: { _ in }, saveResult: { _ in nil },
            // Said at once, then its review (a quit question may have been asked over it).
            endLevel: { [unowned self] in
                aside = nil
                takeNarration()
            },
            finishRefused: { [unowned self] in
                say(flow.kind == .hunt ? HuntText.noEnd : "finish ends a level once its goals are done; quit leaves.")
            },
            announce: { [unowned self] in
                announcements.append(FlowWording.announcement($0, language: game.level.language))
            },
            finish: {})
        effects.started = { [unowned self] in started() }
        effects.store(in: progress) { [unowned self] in game.foundWords }
        return effects
    }

    /// Makes `level`'s game and listens to it (the level itself, a retry's, or a kept game's).
    func make(_ level: Level) {
        (game, narrator) = Self.makeLevel(level, lexicon: lexicon, clock: clock, puzzle: puzzle, ownWords: ownWords)
        narrator.round = challenge?.isRound == true
        narrator.starless = challenge.map { !$0.isRound && !$0.hasStars } ?? false
        levelTokens.removeAll()
        game.events.addObserver(self) { session, event in session.sendNews(event) }.store(in: &levelTokens)
    }

    /// The level's opening lines, then play (a timed level waits for Enter).
    private func openLevel() {
        for line in opening() { say(line) }
        if let limit = game.level.rules.timeLimit {
            say("You have \(PlainWording.time(limit)). The clock starts when you press Enter.")
            updateClock()
        } else {
            begin()
        }
    }

    /// Begins the level (the flow starts the game, a timed level's clock with it), as the screen does once
    /// its intro is gone: a daily quit before this records nothing.
    func begin() {
        send(.began)
    }

    /// The flow started the game (`Effect.start`): what it said at once, then the invitation to play.
    func started() {
        takeNarration()
        if stage == .playing { say("Type a word and Enter.") }
    }

    /// The quit question as one line: the flow's question and notes, in the screen's words.
    func quitQuestion() -> String {
        guard case .quitting(let quit, _) = flow.phase else { return FlowWording.question(.quitWordfall) }
        let day = services.pastDay
        return
            ([FlowWording.question(quit.question, day: day)]
            + quit.notes.map {
                FlowWording.note($0, day: day, language: services.dailyLanguage)
            })
            .joined(separator: " ")
    }
}
