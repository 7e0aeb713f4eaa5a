import Testing
import WordfallCore
import WordfallTestSupport

@testable import WordfallPlay

/// The store serialises actions: one sent while another is being handled (by an effect, or by the
/// model's observer an effect moved) waits its turn, and every effect is performed with the state that
/// asked for it; effects' answers come back as actions.
@Suite struct PlayStoreTests {
    /// What the effects did, in order, and the flow's phase as each saw it.
    final class Log {
        var lines: [String] = []
    }

    static func effects(_ log: Log, store: @escaping () -> PlayStore?) -> PlayStore.Effects {
        func note(_ line: String) { log.lines.append("\(line) in \(store().map { "\($0.state.phase)" } ?? "")") }
        var effects = PlayStore.Effects.none
        effects.loadLevel = { index in
            note("load \(index)")
            return (nil, nil, nil)
        }
        effects.introduce = { note("introduce") }
        effects.clock = { note($0 ? "clock on" : "clock off") }
        effects.restore = { _ in
            note("restore")
            // The model's observer, told of a move played again, sends while the store is handling.
            store()?.send(.quitAsked)
        }
        effects.keep = { _, leaving in
            note("keep leaving: \(leaving)")
            return "disk full"
        }
        effects.finish = { note("finish") }
        return effects
    }

    @Test func anActionSentWhileAnotherIsHandledWaitsItsTurn() {
        let log = Log()
        let kept = KeptGame(id: PlayFlowTests.fresh, level: PlayFlowTests.first, moves: [PlayFlowTests.cat], elapsed: 1)
        let store = PlayStore(.init(kind: .level, levels: [PlayFlowTests.first], saving: true, keeping: true))
        store.effects = Self.effects(log) { [weak store] in store }
        store.send(.opened)
        #expect(log.lines == ["load 0 in loading(atOpen: true)", "introduce in ready"])
        log.lines = []

        // Resuming: the quit asked during the restore is reduced after the resume's own effects, and the
        // restore's answer after it.
        var offered = store.state
        offered.phase = .offered(kept, atOpen: true)
        let resuming = PlayStore(offered)
        resuming.effects = Self.effects(log) { [weak resuming] in resuming }
        resuming.send(.resumeAnswered(true))
        let quit = PlayFlow.Quit(question: .quitWordfall, notes: [.levelKept, .finishedLevelsSaved])
        #expect(
            log.lines == [
                "restore in playing", "clock on in playing",
                "clock off in \(PlayFlow.Phase.quitting(quit, back: .playing))",
            ])
        var expected = offered
        expected.phase = .quitting(quit, back: .playing)
        expected.moves = kept.moves
        expected.elapsed = 1
        expected.keptAt = .init(moves: 1, elapsed: 1)
        // The kept game resumed is played under its own id (issue 36).
        expected.gameID = kept.id
        #expect(resuming.state == expected)

        // Yes: the game is kept as left, the keep's answer (a warning) reduced after the session finished.
        log.lines = []
        resuming.send(.quitAnswered(true))
        #expect(log.lines == ["keep leaving: true in finished", "finish in finished"])
        expected.phase = .finished
        expected.keepFailed = true
        #expect(resuming.state == expected)
    }

    /// The model's commands are the store's: a level begun (here from inside its own intro, as a view that
    /// begins at once does) is started by the store, then the view told; a round ended as it stands is the
    /// store's `endByPlayer`, whose end the store reads once the model's delivery is over (`readEnd`), and
    /// nothing else reaches the model once it is over.
    @Test func theStoreStartsTheGameAndEndsItAsItStands() {
        let log = Log()
        let game = Game(level: PlayFlowTests.first, lexicon: Fixture.lexicon)
        let recorder = EventRecorder(game)
        let store = PlayStore(.init(kind: .level, levels: [PlayFlowTests.first], saving: false, keeping: false))
        var effects = Self.effects(log) { [weak store] in store }
        effects.game = { game }
        effects.introduce = { [weak store] in
            log.lines.append("introduce, the game \(game.status)")
            store?.send(.began)
        }
        effects.started = { log.lines.append("started, the game \(game.status)") }
        store.effects = effects
        store.send(.opened)
        #expect(
            log.lines == [
                "load 0 in loading(atOpen: true)", "introduce, the game ready", "clock on in playing",
                "started, the game playing",
            ])
        #expect(recorder.take() == ["levelStarted fixture CAT/SER/DOG goals=1"])
        effects.showEnd = { log.lines.append("show end: completed \($0.completed), by player \($0.end.byPlayer)") }
        effects.endLevel = { [weak store] in
            // The model's end, told by a view's observer while the store handles the effect: read after it.
            store?.send(.gameEnded)
        }
        store.effects = effects
        log.lines = []
        store.send(.endAsked)
        #expect(recorder.take() == ["levelEndedByPlayer 0 after 0.0"])
        #expect(log.lines.map { $0.prefix(19) } == ["clock off in ended(", "show end: completed"])
        #expect(log.lines.last == "show end: completed false, by player true")
        store.send(.gameEnded)
        store.send(.endAsked)
        store.send(.moveAsked(.word("CAT")))
        #expect(recorder.take() == [])
    }
}
