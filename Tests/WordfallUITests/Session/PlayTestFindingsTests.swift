import Testing
import WordfallCore
import WordfallPlay
import WordfallTestSupport

@testable import WordfallUI

/// The play-test findings of "Fair play" (issue 22), one test each.
@Suite struct PlayTestFindingsTests {
    @Test func newsAfterAWordsPointsComesAfterAFullStop() {
        let saved = SavedResult(bestScore: 0, bestStars: 0, completed: false, bestWord: .init(word: "COD", points: 40))
        let session = PlaySessionTests.session(
            progress: RecordedProgress(levelFinished: { _ in nil }, saved: { _ in saved }))
        for character in "cat" { session.handle(.character(character)) }
        session.handle(.enter)
        #expect(session.state.message?.text == "CAT accepted: +50 points. New best word for this level (was COD).")
        #expect(PlaySession.joined("Done!", "Next.") == "Done! Next.")
        #expect(PlaySession.joined(nil, "Next.") == "Next.")
    }

    /// A static board met in another pack is not announced as new; a rule never met still is.
    @Test func theIntroAnnouncesOnlyRulesNewToThePlayer() {
        let gravity = Level(
            id: "g", title: "Falling", board: .fixed(makeBoard(["CATS", "ODER", "GNIP", "SQUE"])),
            rules: Rules(refill: .gravity, moves: 5), goals: [GoalSpec(.words(count: 1))])
        let still = Level(
            id: "s", title: "Still", board: .fixed(makeBoard(["CATS", "ODER", "GNIP", "SQUE"])),
            rules: Rules(refill: .none, moves: 5), goals: [GoalSpec(.words(count: 1))])
        final class Met { var rules: Set<String> = [] }
        func play(met: Met) -> [String] {
            // The first level is done: the campaign screen picks the second, the static one.
            let progress = RecordedProgress(
                levelFinished: { _ in nil },
                saved: { $0 == "g" ? SavedResult(bestScore: 50, bestStars: 1, completed: true) : nil })
            progress.met = { met.rules }
            progress.meet = { met.rules.formUnion($0) }
            let kind = CampaignPlay(packTitle: "Pack", levels: [gravity, still], startIndex: 1, progress: progress)
            let session = PlaySession(kind, lexicon: { _ in PlaySessionTests.lexicon }, now: { 0 })
            session.handle(.enter)
            let lines = session.state.intro?.lines ?? []
            if session.state.mode == .intro { session.handle(.character(" ")) }
            return lines
        }
        let newPlayer = Met()
        #expect(play(met: newPlayer) == ["New: a static board. Used tiles stay where they are; nothing falls."])
        #expect(newPlayer.rules == ["static", "moves"], "the rules of a level begun are met")
        let seasoned = Met()
        seasoned.rules = ["static"]
        #expect(
            play(met: seasoned) == ["Tiles stay put here: nothing falls.", "This level asks: Spell 1 word. 5 moves."],
            "nothing new: the card says what changed from the level before (issue 29)")
    }

    /// A letter typed after tiles picked with the arrows extends the word they spell.
    @Test func aLetterTypedAfterAPickExtendsIt() {
        let session = PlaySessionTests.session()
        // C A T S / O D E R: pick C (0,0), A (0,1), T (0,2), then type S.
        session.handle(.character(" "))
        session.handle(.right)
        session.handle(.character(" "))
        session.handle(.right)
        session.handle(.character(" "))
        #expect(session.state.currentWord == "CAT")
        session.handle(.character("s"))
        #expect(session.state.currentWord == "CATS")
        #expect(!session.state.pathIsPicked)
        #expect(session.state.path.count == 4)
        session.handle(.enter)
        #expect(session.state.wordsFound.map(\.word) == ["CATS"])
    }

    @Test func theFirstArrowMovesTheCursor() {
        let session = PlaySessionTests.session()
        #expect(!session.state.showsCursor)
        session.handle(.down)
        #expect(session.state.showsCursor)
        #expect(session.state.cursor == Position(row: 1, column: 0))
    }

    @Test func anyKeyResumesFromThePauseAClickIncluded() {
        for key: Key in [.character("x"), .enter, .tab, .character("!"), .mouse(MouseEvent(x: 1, y: 1, kind: .press))] {
            let session = PlaySessionTests.session()
            session.handle(.control("p"))
            #expect(session.state.mode == .paused)
            session.handle(key)
            #expect(session.state.mode == .playing, "\(key)")
        }
        let screen = GameScreen(theme: Theme(unicode: false, color: false))
        let session = PlaySessionTests.session()
        session.handle(.control("p"))
        let lines = screen.render(session.state, width: 80, height: 24).lines
        #expect(lines.contains { $0.contains("q quits, ? shows help.") }, "\(lines)")
        #expect(lines.contains { $0.contains("Any other key resumes.") })
    }

    @Test func anyKeyResumesAPausedReplay() {
        let level = PlaySessionTests.level(moves: nil)
        let session = PlaySession(
            ReplayPlay(level: level, moves: [TimedMove(move: .word("cat"), at: 5)]),
            lexicon: { _ in PlaySessionTests.lexicon }, now: { 0 })
        session.handle(.character(" "))
        #expect(session.state.mode == .paused)
        session.handle(.character("x"))
        #expect(session.state.mode == .playing)
        #expect(!session.isFinished)
    }

    @Test func theQuitDialogOffersTheMenuOnlyToASessionStartedThere() {
        var services = PlayServices()
        services.fromHome = true
        let home = PlaySession(
            LevelPlay(levels: [PlaySessionTests.level()]), lexicon: { _ in PlaySessionTests.lexicon },
            services: services, now: { 0 })
        home.handle(.control("d"))
        #expect(home.state.quitDialog?.toHome == true)
        let screen = GameScreen(theme: Theme(unicode: false, color: false))
        #expect(
            screen.render(home.state, width: 80, height: 24).lines.contains {
                $0.contains("y quit   m back to the menu   n keep playing")
            })
        home.handle(.character("m"))
        #expect(home.isFinished && home.backToMenu)

        let plain = PlaySessionTests.session()
        plain.handle(.control("d"))
        #expect(plain.state.quitDialog?.toHome == false)
        plain.handle(.character("m"))
        #expect(!plain.isFinished && plain.state.mode == .playing, "m keeps playing where the menu is not offered")
    }
}
