import Foundation
import Testing
import WordfallTestSupport

/// Issue 29, bug 1, played in a tmux pane as the play-test found it: `zzz` Enter, Esc, then a word
/// typed at once. Esc used to pause (the word box was already empty) and the pause ate the word's
/// first letter ("OINT: not in the dictionary"); a word starting with q quit.
@Suite(.serialized, .enabled(if: Tmux.path != nil, "tmux is not installed: apt-get install tmux (make test does)"))
struct EscEndToEndTests {
    @Test func escAfterARejectedWordEatsNoLetter() throws {
        let tmux = try Tmux.start(command: "\(Tmux.binary) play \(TerminalEndToEndTests.fixture)")
        defer { tmux.kill() }
        try tmux.waitFor("Goals 0/2")
        tmux.type("zzz")
        tmux.press("Enter")
        try tmux.waitFor("ZZZ: not in the dictionary")
        tmux.press("Escape")
        tmux.type("cats")
        try tmux.waitFor("Word CATS")
        tmux.press("Enter")
        try tmux.waitFor("Last word  CATS")
        tmux.type("zzz")
        tmux.press("Enter")
        try tmux.waitFor("ZZZ: not in the dictionary")
        tmux.press("Escape")
        tmux.type("quest")
        try tmux.waitFor("Word QUEST")
        #expect(!tmux.capture().contains("Quit wordfall?"))
        #expect(!tmux.capture().contains("Paused"))
    }
}
