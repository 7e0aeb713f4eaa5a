import Testing
import WordfallCore
import WordfallTestSupport

@testable import WordfallUI

@Suite struct NoticeTests {
    @Test func aNoticeIsShownInFullBeforePlayAndTheClockWaits() {
        let clock = FakeClock()
        let notice = "Saved progress in /a/very/long/path/progress.json could not be read; it was kept as /a/b."
        let session = PlaySession(
            LevelPlay(levels: [DailySessionTests.level()]), lexicon: { _ in PlaySessionTests.lexicon }, notice: notice,
            now: { clock.time })
        #expect(session.state.mode == .notice)
        #expect(session.state.screen == .notice(notice))
        clock.time += 30
        session.tick()
        #expect(session.state.secondsLeft == 180)
        session.handle(.character("x"))
        // Then what would have shown first: this timed level's card, whose clock waits for a key.
        #expect(session.state.mode == .intro)
        session.handle(.character(" "))
        #expect(session.state.mode == .playing)
        #expect(session.state.message?.text == notice)
        let screen = GameScreen(theme: Theme(unicode: false, color: false))
        session.handle(.character("c"))
        let lines = screen.render(
            {
                var state = session.state; state.screen = .notice(notice); return state
            }(), width: 80, height: 24
        ).lines
        let text = lines.joined(separator: "\n")
        #expect(text.contains("/a/very/long/path/progress.json"))
        #expect(text.contains("/a/b."))
    }

    @Test func longLinesAreWrappedAtSpacesAndLongWordsAreBroken() {
        #expect(Format.wrap("one two three four", 9) == ["one two", "three", "four"])
        #expect(Format.wrap("  indented words here", 12) == ["  indented", "  words here"])
        #expect(Format.wrap("/a/very/long/path", 6) == ["/a/ver", "y/long", "/path"])
        #expect(Format.wrap("short", 40) == ["short"])
        // A line that fits keeps its spaces: the statistics screen's columns stay aligned.
        #expect(Format.wrap("Games played      1", 40) == ["Games played      1"])
    }
}
