import Testing

@testable import WordfallUI

@Suite struct KeyMapTests {
    @Test func whilePlayingLettersTypeAndCommandsUseOtherKeys() {
        #expect(KeyMap.input(for: .character("q"), in: .playing) == .letterTyped("q"))
        #expect(KeyMap.input(for: .character("Z"), in: .playing) == .letterTyped("Z"))
        #expect(KeyMap.input(for: .enter, in: .playing) == .wordSubmitted)
        #expect(KeyMap.input(for: .backspace, in: .playing) == .letterDeleted)
        #expect(KeyMap.input(for: .tab, in: .playing) == .shuffleRequested)
        #expect(KeyMap.input(for: .character("!"), in: .playing) == .hintRequested)
        #expect(KeyMap.input(for: .character("?"), in: .playing) == .helpToggled)
        #expect(KeyMap.input(for: .character(" "), in: .playing) == .cursorTilePicked)
        #expect(KeyMap.input(for: .left, in: .playing) == .cursorMoved(rows: 0, columns: -1))
        #expect(KeyMap.input(for: .control("d"), in: .playing) == .quitRequested)
        #expect(KeyMap.input(for: .character("é"), in: .playing) == nil)
        #expect(KeyMap.input(for: .resize, in: .playing) == nil, "a resize is a SessionInput of its own")
    }

    /// Esc clears, whether or not there is a word: a pause on an empty word ate the next letter (issue 29, bug 1).
    @Test func escClearsAndNeverPauses() {
        #expect(KeyMap.input(for: .escape, in: .playing, wordIsEmpty: false) == .wordCleared)
        #expect(KeyMap.input(for: .escape, in: .playing, wordIsEmpty: true) == .wordCleared)
        #expect(KeyMap.input(for: .control("p"), in: .playing) == .pauseToggled)
    }

    @Test func quittingAsksFirst() {
        #expect(KeyMap.input(for: .character("q"), in: .paused) == .quitRequested)
        #expect(KeyMap.input(for: .character("y"), in: .confirmingQuit) == .quitConfirmed)
        #expect(KeyMap.input(for: .character("n"), in: .confirmingQuit) == .quitCancelled)
        #expect(KeyMap.input(for: .escape, in: .confirmingQuit) == .quitCancelled)
    }

    @Test func theReviewOffersNextOnlyWhenThereIsOne() {
        #expect(KeyMap.input(for: .character("n"), in: .levelOver(hasNext: true)) == .nextLevelChosen)
        #expect(KeyMap.input(for: .character("n"), in: .levelOver(hasNext: false)) == nil)
        #expect(KeyMap.input(for: .character("r"), in: .levelOver(hasNext: false)) == .retryChosen)
        #expect(KeyMap.input(for: .character("q"), in: .levelOver(hasNext: true)) == .quitRequested)
        #expect(KeyMap.input(for: .enter, in: .levelOver(hasNext: false)) == .usualChoiceChosen)
    }

    @Test func onlyDeliberateKeysLeaveTheEndScreen() {
        // The rest of a word typed as the level ended: none of these letters chooses anything.
        for letter in "eatxyz" {
            #expect(KeyMap.input(for: .character(letter), in: .levelOver(hasNext: true)) == nil)
        }
        // `s` opens the statistics over the end screen (any key comes back to it); it leaves nothing.
        #expect(KeyMap.input(for: .character("s"), in: .levelOver(hasNext: true)) == .statisticsToggled)
        #expect(KeyMap.input(for: .tab, in: .levelOver(hasNext: true)) == nil)
        #expect(KeyMap.input(for: .escape, in: .levelOver(hasNext: true)) == nil)
        #expect(KeyMap.input(for: .down, in: .levelOver(hasNext: true)) == .scrolled(1))
        #expect(KeyMap.input(for: .pageDown, in: .levelOver(hasNext: true)) == .scrolled(KeyMap.pageLines))
        #expect(KeyMap.input(for: .pageUp, in: .help) == .scrolled(-KeyMap.pageLines))
    }

    @Test func anyKeyLeavesHelpAndPause() {
        #expect(KeyMap.input(for: .character("x"), in: .help) == .helpToggled)
        #expect(KeyMap.input(for: .enter, in: .paused) == .pauseToggled)
    }
}
