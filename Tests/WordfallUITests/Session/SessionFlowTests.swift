import Testing
import WordfallCore
import WordfallTestSupport

@testable import WordfallPlay
@testable import WordfallUI

/// The screen's session as the flow's TestStore sees it: for keys pressed on a real session, every action
/// its store reduced with the effects it asked for, in order (an action sent while another was handled
/// comes after it), and the whole state at the end.
@Suite struct SessionFlowTests {
    /// What the store reduced, one line an action: its case and the effects it asked for.
    final class History {
        var lines: [String] = []

        func follow(_ store: PlayStore) {
            store.onReduce = { [unowned self] action, effects in
                let asked = effects.map(Self.name)
                lines.append(Self.name(action) + (asked.isEmpty ? "" : " -> " + asked.joined(separator: ", ")))
            }
        }

        /// A case's name, with the argument a reader checks (the word, the score) and without the rest.
        static func name(_ value: some Any) -> String {
            let text = String(describing: value)
            for long in ["levelEnded(", "showEnd(", "keep(", "kept(", "stood(", "moved(", "quitting("] {
                if text.hasPrefix(long) { return String(long.dropLast()) }
            }
            return text.replacingOccurrences(of: "WordfallCore.", with: "")
        }
    }

    @Test func aWordThatEndsALevelIsOneMoveItsNewsThenTheEnd() throws {
        let level = PlaySessionTests.level(moves: 1)
        let session = PlaySessionTests.session(levels: [level])
        let history = History()
        history.follow(session.store)
        for character in "cat" { session.handle(.character(character)) }
        session.handle(.enter)
        // Every key is the flow's to know (the end screen's moment, a second Ctrl-F), and so are a word's
        // moment and the end's showing.
        let key = "keyPressed(at: 0.0, holdable: true)"
        #expect(
            history.lines == [
                key, key, key, key, "moveAsked(Move.word(\"CAT\")) -> play(Move.word(\"CAT\"))",
                "wordAccepted(ScoredWord(word: \"CAT\", points: 50))", "wordShown(big: false, at: 0.0)",
                "scoreChanged(50)", "gameEnded -> readEnd", "levelEnded -> stopClock, showEnd", "endShown(at: 0.0)",
            ])
        let end = try #require(PlayFlow.LevelEnd(session.game))
        var expected = PlayFlow.State(kind: .level, levels: [level], saving: false, keeping: false)
        expected.phase = .ended(.init(end: end, news: [], choices: [.retry, .quit], hasNext: false))
        expected.moves = end.moves
        expected.elapsed = end.duration
        expected.tries = [0: 1]
        expected.moments.keys = 4
        expected.moments.wordEnds = PlayFlow.moment.word
        expected.moments.endSince = 0
        expected.moments.endKeysWork = false
        // The game's id is random, drawn when the level loads (issue 36): the one the store holds is this game's.
        #expect(session.store.state.gameID != GameID(high: 0, low: 0))
        expected.gameID = session.store.state.gameID
        #expect(session.store.state == expected)
        #expect(session.state.review?.usualChoice == .retry)
    }

    @Test func aLevelQuitIsKeptOnTheWayAndAsLeft() {
        let level = PlaySessionTests.level()
        var keeps: [Bool] = []
        let progress = RecordedProgress(
            levelFinished: { _ in nil },
            keep: { _, leaving in
                keeps.append(leaving)
                return nil
            })
        let session = PlaySessionTests.session(levels: [level], progress: progress)
        let history = History()
        history.follow(session.store)
        for character in "cat" { session.handle(.character(character)) }
        session.handle(.enter)
        // The loop keeps the game once its frame is drawn.
        session.afterFrame()
        session.handle(.control("d"))
        session.handle(.character("y"))
        let key = "keyPressed(at: 0.0, holdable: true)"
        #expect(
            history.lines == [
                key, key, key, key, "moveAsked(Move.word(\"CAT\")) -> play(Move.word(\"CAT\"))",
                "wordAccepted(ScoredWord(word: \"CAT\", points: 50))", "wordShown(big: false, at: 0.0)",
                "scoreChanged(50)", "moved -> keep", "kept", key, "stood", "quitAsked -> stopClock", key, "stood",
                "quitAnswered(true) -> keep, finish", "kept",
            ])
        #expect(keeps == [false, true])
        let moves = session.game.moveLog
        var expected = PlayFlow.State(kind: .level, levels: [level], saving: true, keeping: true)
        expected.phase = .finished
        expected.moves = moves
        expected.keptAt = .init(moves: 1, elapsed: 0)
        expected.tries = [0: 1]
        expected.moments.keys = 6
        expected.moments.wordEnds = PlayFlow.moment.word
        #expect(session.store.state.gameID != GameID(high: 0, low: 0))
        expected.gameID = session.store.state.gameID
        #expect(session.store.state == expected)
        #expect(session.isFinished && !session.backToMenu)
    }
}
