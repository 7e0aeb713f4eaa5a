import WordfallCore
import WordfallPlay

/// The screen as a view of the flow of play (docs/decisions/0420): the session sends its store what
/// happened, and the store performs the effects the flow returns with the closures made here; what comes
/// next and what is saved are the flow's.
extension PlaySession: FlowView {
    /// The effects as the screen performs them.
    func effects() -> PlayStore.Effects {
        var effects = PlayStore.Effects(
            game: { [unowned self] in game },
            loadLevel: { [unowned self] in load($0) },
            offer: { [unowned self] in showOffer($0) },
            showLevels: { [unowned self] in kind.showLevels(self) },
            introduce: { [unowned self] in kind.introduce(self) },
            showEnd: { [unowned self] in showEnd($0) },
            restore: { [unowned self] in resume($0) },
            resumed: { [unowned self] in restored($0) },
            // The screen's clock runs while the level is on screen, playing and fitting (`updateClock`).
            clock: { [unowned self] _ in updateClock() },
            keep: { _, _ in nil }, forget: { _ in }, saveResult: { _ in nil },
            // The end is read once the model's delivery is over (`Effect.readEnd`).
            endLevel: {},
            finishRefused: { [unowned self] in
                view.update {
                    $0.message = .init(
                        flow.kind == .hunt
                            ? HuntText.noEndKey : "Ctrl-F finishes a level once its goals are done; Ctrl-D quits.",
                        tone: .info)
                }
            },
            announce: { [unowned self] in view.announce(FlowWording.announcement($0, language: game.level.language)) },
            // The loop returns once the flow's phase is `finished` (`isFinished`).
            finish: {})
        effects.store(in: progress) { [unowned self] in game.foundWords }
        effects.compare = { [unowned self] in kind.compare($0, self) }
        effects.showComparison = { [unowned self] in showComparison($0) }
        effects.warnEndsEarly = { [unowned self] in
            if let warning = kind.earlyEndWarning { view.update { $0.message = .init(warning, tone: .info) } }
        }
        effects.endMoment = { [unowned self] in
            view.update {
                $0.celebration = nil
                $0.freshTiles = []
            }
        }
        return effects
    }

    /// Makes `level`'s game (the level in play, a retry's or a kept game's) and its view model.
    func make(_ level: Level) {
        (game, view) = Self.makeLevel(kind, index, playing: level, lexicon: lexicon, clock: clock)
        levelsStarted += 1
    }
}
