import Testing
import WordfallCore
import WordfallTestSupport

@testable import WordfallUI

@Suite struct GameLoopTests {
    @Test func aBurstOfKeysIsOneFrameAndOnlyChangedCellsAreWritten() {
        let terminal = FakeTerminal(
            width: 100, height: 40, keys: [.character("c"), .character("a"), .character("t"), .enter, nil])
        var loop = GameLoop(terminal: terminal.driver)
        let exit = loop.run(PlaySessionTests.session())
        #expect(exit == .signal(15))
        #expect(terminal.frames.count == 2)
        let first = terminal.frames[0].reduce(0) { $0 + $1.characters.count }
        let second = terminal.frames[1].reduce(0) { $0 + $1.characters.count }
        #expect(first == 100 * 40)
        #expect(second > 0 && second < 400)
        #expect(terminal.screen.text.contains("Last word  CAT +50"))
        #expect(terminal.screen.text.contains("CAT accepted: +50 points"))
    }

    @Test func quittingEndsTheLoop() {
        let terminal = FakeTerminal(width: 100, height: 40, keys: [.control("d"), nil, .character("y")])
        var loop = GameLoop(terminal: terminal.driver)
        #expect(loop.run(PlaySessionTests.session()) == .quit)
        #expect(terminal.frames.count == 2)
        #expect(terminal.screen.text.contains("Quit wordfall?"))
    }

    @Test func aResizeRedrawsEverythingAndATooSmallScreenRecovers() {
        let terminal = FakeTerminal(width: 100, height: 40, keys: [nil])
        let session = PlaySessionTests.session()
        var loop = GameLoop(terminal: terminal.driver)
        _ = loop.run(session)
        terminal.resize(width: 50, height: 12)
        terminal.signal = nil
        terminal.keys = [.resize, nil]
        _ = loop.run(session)
        #expect(terminal.screen.text.contains("Terminal too small"))
        #expect(terminal.screen.text.contains("this one is 50×12."))
        terminal.resize(width: 90, height: 30)
        terminal.signal = nil
        terminal.keys = [.resize, nil]
        _ = loop.run(session)
        #expect(!terminal.screen.text.contains("Terminal too small"))
        #expect(terminal.screen.lines[0].hasPrefix(" wordfall · Test one"))
        #expect(terminal.frames.last?.reduce(0) { $0 + $1.characters.count } == 90 * 30)
    }
}
