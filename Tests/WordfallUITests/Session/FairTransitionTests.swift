import Testing
import WordfallCore
import WordfallPlay
import WordfallTestSupport

@testable import WordfallUI

/// The moments between screens: what keys do there, and whether the clock runs.
@Suite struct FairTransitionTests {
    static func quickLevel(_ id: String = "quick", timeLimit: Double? = nil) -> Level {
        Level(
            id: id, title: "Quick \(id)",
            board: .fixed(makeBoard(["CATS", "ODER", "GNIP", "SQUE"], bonus: ["....", ".2..", "...D", "...."])),
            rules: Rules(refill: .none, moves: 5, timeLimit: timeLimit), goals: [GoalSpec(.words(count: 1))],
            stars: StarThresholds(twoStars: 100, threeStars: 200))
    }

    func type(_ text: String, into session: PlaySession) {
        // "\r" is Enter, "\u{6}" Ctrl-F (finish the level once its goals are done).
        for character in text {
            session.handle(character == "\r" ? .enter : character == "\u{6}" ? .control("f") : .character(character))
        }
    }

    @Test func keysTypedAsTheLevelEndsDoNotActOnTheEndScreen() {
        let clock = FakeClock()
        let session = PlaySessionTests.session(levels: [Self.quickLevel()], clock: clock)
        // CAT does the goals and Ctrl-F ends the level; "neat" and a retry's r and an Enter follow in the
        // same burst.
        type("cat\r\u{6}neatr\r", into: session)
        #expect(session.state.mode == .levelOver(hasNext: false))
        #expect(session.state.review?.completed == true)
        #expect(session.state.wordsFound.map(\.word) == ["CAT"])
        let bar = { KeysBar.items(for: session.state, glyphs: .ascii).map(\.key) }
        #expect(bar().isEmpty, "no keys work yet, and the bar shows none")
        clock.time += PlayFlow.endScreenGrace / 2
        session.tick()
        type("r", into: session)
        #expect(session.state.mode == .levelOver(hasNext: false), "still within the moment")
        #expect(bar().isEmpty)
        // The r in the moment started it again: a moment from it, the keys work.
        clock.time += PlayFlow.endScreenGrace + 0.01
        session.tick()
        #expect(bar() == ["Enter", "r", "w", "up/down"], "the keys work now: the bar shows them")
        // Letters that are no choice do nothing even after the moment, and a word typed into the end
        // screen ("eat" then r, at once) starts the moment again: the r is the next word's, not a retry.
        type("eat", into: session)
        #expect(session.state.mode == .levelOver(hasNext: false))
        type("r", into: session)
        #expect(session.state.mode == .levelOver(hasNext: false), "typed right after other letters")
        #expect(bar().isEmpty, "the moment started again")
        clock.time += PlayFlow.endScreenGrace + 0.01
        session.tick()
        type("r", into: session)
        #expect(session.state.mode == .intro, "the retry's card: a new game")
        #expect(session.state.wordsFound.isEmpty)
    }

    @Test func aBurstOfTypingLongerThanTheMomentNeverChooses() {
        let clock = FakeClock()
        let session = PlaySessionTests.session(levels: [PlaySessionTests.level(moves: 1)], clock: clock)
        type("cat\r", into: session)
        #expect(session.state.review?.usualChoice == .retry)
        // A fast finisher types on for two seconds, a key every 0.3 s, Enter and r among them.
        for key in "dogs\rrate\r" {
            clock.time += 0.3
            session.tick()
            type(String(key), into: session)
            #expect(session.state.mode == .levelOver(hasNext: false), "key \(key) at \(clock.time)")
        }
        // Keys up, a moment, then a deliberate Enter: the retry.
        clock.time += PlayFlow.endScreenGrace + 0.01
        session.tick()
        session.handle(.down)
        session.handle(.enter)
        #expect(session.state.mode == .intro, "the retry's card: a new game")
    }

    /// Issue 40: the answers' question comes after a deliberate `w`, and the key typed right after it is its
    /// answer: the end screen's moment ate it (each key started the moment again), so a quick y did nothing.
    @Test func theKeyRightAfterTheAnswersQuestionAnswersIt() {
        let clock = FakeClock()
        let session = PlaySessionTests.session(levels: [Self.quickLevel()], clock: clock)
        type("cat\r\u{6}", into: session)
        clock.time += PlayFlow.endScreenGrace + 0.01
        session.tick()
        type("w", into: session)
        #expect(session.state.review?.askingSpoil == true)
        #expect(CampaignBugsTests.screen(session).last == " y show the answers  any key keep them hidden")
        clock.time += 0.2
        type("y", into: session)
        #expect(session.state.review?.askingSpoil == false)
        #expect(session.state.review?.missedInFull == true, "y at once shows the answers")
        #expect(CampaignBugsTests.screen(session).last?.hasPrefix(" y show the answers") == false)
    }

    @Test func enterMakesTheUsualChoice() {
        let clock = FakeClock()
        let failing = PlaySessionTests.session(levels: [PlaySessionTests.level(moves: 1)], clock: clock)
        type("cat\r", into: failing)
        #expect(failing.state.review?.usualChoice == .retry)
        clock.time += PlayFlow.endScreenGrace
        failing.handle(.enter)
        #expect(failing.state.mode == .intro, "the retry's card: a new game")
        #expect(failing.state.movesLeft == 1)

        let single = PlaySessionTests.session(levels: [Self.quickLevel()], clock: clock)
        type("cat\r\u{6}", into: single)
        #expect(single.state.review?.usualChoice == .quit)
        clock.time += PlayFlow.endScreenGrace
        single.handle(.enter)
        #expect(single.state.mode == .confirmingQuit)
    }

    @Test func aTooSmallWindowIsAPause() {
        let clock = FakeClock()
        let session = PlaySessionTests.session(levels: [PlaySessionTests.level(timeLimit: 60)], clock: clock)
        clock.time = 10
        session.tick()
        #expect(session.state.secondsLeft == 50)
        session.handle(.resized(width: 50, height: 12))
        clock.time = 40
        session.tick()
        type("cat\r", into: session)
        #expect(session.state.wordsFound.isEmpty, "keys are not played behind the notice")
        #expect(session.state.typed.isEmpty)
        session.handle(.resized(width: 100, height: 40))
        session.tick()
        #expect(session.state.secondsLeft == 50, "the clock stood still while too small")
        clock.time = 41
        session.tick()
        #expect(session.state.secondsLeft == 49)
    }

    @Test func theLoopTellsTheSessionWhenTheWindowIsTooSmall() {
        let clock = FakeClock()
        let session = PlaySessionTests.session(levels: [PlaySessionTests.level(timeLimit: 60)], clock: clock)
        let terminal = FakeTerminal(width: 50, height: 12, keys: [.character("c"), nil])
        var loop = GameLoop(terminal: terminal.driver)
        clock.time = 30
        _ = loop.run(session)
        #expect(terminal.screen.text.contains("Terminal too small"))
        #expect(session.state.typed.isEmpty)
        #expect(session.game.elapsed == 0)
    }

    @Test func aTimedLevelWaitsForAKeyBeforeItsClockRuns() {
        let clock = FakeClock()
        let session = PlaySession(
            LevelPlay(levels: [PlaySessionTests.level(timeLimit: 60)]), lexicon: { _ in PlaySessionTests.lexicon },
            now: { clock.time })
        #expect(session.state.mode == .intro)
        #expect(session.state.intro?.lines == ["You have 1:00 on the clock; it starts when you press a key."])
        clock.time = 30
        session.tick()
        #expect(session.game.status == .ready)
        session.handle(.character("x"))
        #expect(session.state.mode == .playing)
        #expect(session.state.typed.isEmpty, "the key that starts the level is not typed")
        clock.time = 31
        session.tick()
        #expect(session.state.secondsLeft == 59)
    }

    @Test func theQuitQuestionSaysWhatIsTrue() {
        let single = PlaySessionTests.session()
        single.handle(.control("d"))
        #expect(
            single.state.quitDialog?.notes == [
                "This level is not finished: its progress will be lost.",
                "Results of a single level file are not saved.",
            ])

        let clock = FakeClock()
        let failing = RecordedProgress(levelFinished: { _ in "Your result could not be saved: disk full" })
        let pack = PlaySessionTests.session(
            levels: [Self.quickLevel("a"), Self.quickLevel("b")], clock: clock, progress: failing)
        type("cat\r\u{6}", into: pack)
        #expect(pack.state.review?.notice == "Your result could not be saved: disk full")
        clock.time += PlayFlow.endScreenGrace
        pack.handle(.character("q"))
        #expect(pack.state.quitDialog?.notes == ["Your last result could not be saved."])

        let saving = PlaySessionTests.session(
            levels: [Self.quickLevel("a"), Self.quickLevel("b")],
            progress: RecordedProgress(levelFinished: { _ in nil }))
        saving.handle(.control("d"))
        #expect(
            saving.state.quitDialog?.notes == [
                "This level is not finished: its progress will be lost.", "Finished levels are saved.",
            ])
    }

    @Test func theBellRingsOnCompletionOnlyWhenAskedFor() {
        for bell in [false, true] {
            let clock = FakeClock()
            let session = PlaySession(
                LevelPlay(levels: [Self.quickLevel()]), lexicon: { _ in PlaySessionTests.lexicon }, bell: bell,
                now: { clock.time })
            var rung = 0
            let terminal = FakeTerminal(
                width: 100, height: 40,
                keys: [.character("c"), .character("a"), .character("t"), .enter, .control("f"), nil])
            var driver = terminal.driver
            driver.bell = { rung += 1 }
            var loop = GameLoop(terminal: driver)
            _ = loop.run(session)
            #expect(session.state.review?.completed == true)
            #expect(rung == (bell ? 1 : 0))
        }
    }
}
