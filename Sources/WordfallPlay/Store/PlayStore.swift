import WordfallCore

/// The one owner of a session's flow of play: every action (a key's meaning, a line, the clock, the
/// model's news, an effect's answer) is sent here, reduced by `PlayFlow.reduce` one at a time, and the
/// effects each returns are performed in order through `effects`, a struct of closures. The model's
/// commands (the start, a move, the clock, a restore, the end) are the store's alone: no view calls them.
///
/// Sending is serialised, as swift-composable-architecture's `Core` buffers actions and bubbletea's
/// one message channel does: an action sent while another is being handled (by an effect, or by an
/// observer of the model the effect moved) waits its turn behind the actions already waiting, so no
/// action is reduced inside another's reduction, and every effect is performed on the state that
/// asked for it. An effect's answer (`Effect.loadLevel`'s saved data, `saveResult`'s warning) is sent
/// the same way, after what its performing sent.
public final class PlayStore {
    /// Where the flow stands; changed only by `send`.
    public private(set) var state: PlayFlow.State
    /// How effects are performed (set once the view that performs them exists).
    public var effects: Effects
    /// Told of every reduction, before its effects are performed: the action and the effects it asked
    /// for (a test's history of a session, as TCA's TestStore receives them).
    public var onReduce: ((PlayFlow.Action, [PlayFlow.Effect]) -> Void)?
    /// Bumped whenever what the flow has drawn changes (where play is, the end screen's keys): a view that draws it redraws when it moves.
    public private(set) var revision = 0
    /// The actions waiting, in the order sent.
    private var waiting: [PlayFlow.Action] = []
    private var isSending = false

    public init(_ state: PlayFlow.State, effects: Effects = .none) {
        self.state = state
        self.effects = effects
    }

    /// Sends `action`: handled at once, with every action its effects send after it, unless an action is
    /// being handled already, when it waits its turn.
    public func send(_ action: PlayFlow.Action) {
        waiting.append(action)
        guard !isSending else { return }
        isSending = true
        defer { isSending = false }
        var next = 0
        while next < waiting.count {
            let action = waiting[next]
            next += 1
            let was = (state.screen, state.moments.endKeysWork)
            let asked = PlayFlow.reduce(&state, action)
            if (state.screen, state.moments.endKeysWork) != was { revision &+= 1 }
            onReduce?(action, asked)
            for effect in asked {
                if let answer = perform(effect) { waiting.append(answer) }
            }
        }
        waiting.removeAll()
    }

    /// Performs one effect; returns the action that answers it, if it has one.
    private func perform(_ effect: PlayFlow.Effect) -> PlayFlow.Action? {
        switch effect {
        case .loadLevel(let index):
            let loaded = effects.loadLevel(index)
            // A new game's id (issue 36); a kept game resumed keeps its own.
            return .levelLoaded(best: loaded.best, kept: loaded.kept, fresh: GameID.random(), played: loaded.played)
        case .offer(let kept): effects.offer(kept)
        case .showLevels: effects.showLevels()
        case .introduce: effects.introduce()
        case .showEnd(let outcome): effects.showEnd(outcome)
        case .restore(let kept):
            effects.restore(kept)
            effects.game()?.restore(kept.moves, elapsed: kept.elapsed)
            effects.resumed(kept)
            return .restored
        case .start:
            effects.game()?.start()
            effects.started()
        case .play(let move):
            guard let game = effects.game(), !game.status.isOver else { return nil }
            game.play(move)
        case .tick:
            guard let game = effects.game() else { return nil }
            game.tick()
            return .clockRead(elapsed: game.elapsed)
        case .readClock: return effects.game().map { .clockRead(elapsed: $0.elapsed) }
        case .finishRefused: effects.finishRefused()
        case .warnEndsEarly: effects.warnEndsEarly()
        case .endMoment: effects.endMoment()
        case .startClock: effects.clock(true)
        case .stopClock: effects.clock(false)
        case .keep(let kept, let leaving): return .kept(warning: effects.keep(kept, leaving))
        case .forget(let kept): effects.forget(kept)
        case .saveResult(let result): return .resultSaved(warning: effects.saveResult(result))
        case .endLevel:
            guard let game = effects.game(), game.status == .playing else { return nil }
            game.endByPlayer()
            effects.endLevel()
        case .readEnd: return effects.game().flatMap(PlayFlow.LevelEnd.init).map(PlayFlow.Action.levelEnded)
        case .compare(let line): return .compared(effects.compare(line))
        case .showComparison(let comparison): effects.showComparison(comparison)
        case .announce(let announcement): effects.announce(announcement)
        case .finish: effects.finish()
        }
        return nil
    }
}
