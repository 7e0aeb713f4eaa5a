import Testing
import WordfallCore
import WordfallTestSupport

@testable import WordfallUI

/// The home screen: the menu's entries, its keys (arrows, Enter, numbers, the mouse, Esc), its
/// pages, and the choice it ends with.
@Suite struct HomeSessionTests {
    static func content(
        inProgress: [ResumableGame] = [], replays: [String] = ["3  2026-11-26 14:09 UTC  First Steps  350 points"]
    ) -> HomeContent {
        HomeContent(
            continuePack: "Wordfall Starter Pack, level 4 of 13",
            inProgress: { inProgress }, daily: "played today: Nice, 350 points",
            packs: {
                [
                    .init(title: "Wordfall Starter Pack", detail: "3 of 13 levels done, 7 of 39 stars"),
                    .init(title: "Generated", detail: "5 levels, not played yet"),
                ]
            },
            replays: { replays.map { HomeState.Entry(title: $0) } },
            statistics: { ["Games played 3"] })
    }

    static func session(_ content: HomeContent = content()) -> HomeSession {
        let session = HomeSession(content: content, screen: HomeScreen(theme: Theme(unicode: false, color: false)))
        session.handle(.resized(width: 80, height: 24))
        return session
    }

    /// The number key of a menu entry (its place, 1 to 9).
    static func key(_ item: HomeItem) -> Key { .character(Character(String(item.rawValue + 1))) }

    @Test func theMenuListsEveryEntryWithWhatStandsBesideIt() {
        let session = Self.session()
        #expect(session.state.menu.map(\.title) == HomeItem.allCases.map(\.title))
        #expect(session.state.menu[0].detail == "Wordfall Starter Pack, level 4 of 13")
        #expect(session.state.menu[1].detail == "played today: Nice, 350 points")
        #expect(session.state.selected == 0)
        #expect(session.choice == nil)
    }

    @Test func continueResumesTheGameInProgressWhenThereIsOne() {
        let resuming = Self.session(Self.content(inProgress: [ResumableGame(title: "Eager Es, 1,230 points")]))
        #expect(resuming.state.menu[0].detail == "Eager Es, 1,230 points")
        resuming.handle(.key(.enter))
        #expect(resuming.choice == .resume(0))
        let session = Self.session()
        session.handle(.key(.enter))
        #expect(session.choice == .continuePack)
    }

    /// Issue 36: two games kept (two windows left one each): Continue lists both, the one left last first,
    /// and the player picks the older.
    @Test func continueListsEveryGameKeptWhenThereAreMoreThanOne() {
        let session = Self.session(
            Self.content(inProgress: [
                ResumableGame(title: "Eager Es: 400 points"), ResumableGame(title: "Eager Es: 120 points"),
            ]))
        #expect(session.state.menu[0].detail == "Eager Es: 400 points (and 1 more game kept)")
        session.handle(.key(.enter))
        #expect(session.choice == nil)
        #expect(session.state.page == .kept)
        #expect(session.state.title == "Games in progress")
        #expect(session.state.entries.map(\.title) == ["Eager Es: 400 points", "Eager Es: 120 points"])
        session.handle(.key(.down))
        session.handle(.key(.enter))
        #expect(session.choice == .resume(1))
    }

    @Test func aNumberKeyOpensItsEntry() {
        let session = Self.session()
        session.handle(.key(.character("2")))
        #expect(session.choice == .daily)
        let none = Self.session()
        none.handle(.key(.character("0")))
        #expect(none.choice == nil && none.state.page == .menu)
        // The entries past the 9th have keys of their own: `h` turns hard mode, `q` quits.
        #expect(HomeItem.allCases.firstIndex(of: .challenge) == 8)
    }

    /// Endless and Practice are on the menu, where a new player finds them, each with what it is.
    @Test func endlessAndPracticeArePlayedFromTheMenu() {
        let session = Self.session()
        #expect(session.state.menu[2] == .init(title: "Endless", detail: "last as long as the fires let you"))
        #expect(session.state.menu[3].detail == "a board of your own, untimed, nothing saved")
        session.handle(.key(Self.key(.endless)))
        #expect(session.choice == .endless)
        let practice = Self.session()
        practice.handle(.key(Self.key(.practice)))
        #expect(practice.choice == .practice)
        var content = Self.content()
        content.endless = HomeContent.endlessDetail(best: 12_340)
        #expect(Self.session(content).state.menu[2].detail == "last as long as the fires let you; your best 12,340")
        #expect(HomeContent.endlessDetail(best: 0) == "last as long as the fires let you", "a game quit at once")
    }

    /// The hard-mode switch: on the menu with its state, `h` or Enter turns it and keeps it (docs/RULES.md,
    /// "Hard mode"), the keys bar says it.
    @Test func theHardModeSwitchShowsItsStateAndKeepsIt() {
        var kept: [Bool] = []
        var content = Self.content()
        content.keepHard = { kept.append($0) }
        let session = Self.session(content)
        let hard = HomeItem.hard.rawValue
        #expect(session.state.menu[hard].detail == "off: levels and the daily's round check words as you type")
        #expect(session.render(width: 80, height: 24).lines.last?.contains("h hard: off") == true)
        session.handle(.key(.character("h")))
        #expect(session.state.hard && kept == [true])
        #expect(session.state.menu[hard].detail == "on for levels and the daily's round: a miss costs, no check first")
        #expect(session.render(width: 80, height: 24).lines.last?.contains("h hard: on") == true)
        for _ in 0..<hard { session.handle(.key(.down)) }
        session.handle(.key(.enter))
        #expect(!session.state.hard && kept == [true, false])
        #expect(session.choice == nil && session.state.page == .menu)
        content.hard = true
        #expect(Self.session(content).state.menu[hard].detail.hasPrefix("on "))
    }

    /// The language entry: on the menu with the language, `l` or Enter on it ends the home screen with the
    /// next language of the table (the command keeps it and shows the menu again in it), the bar names it.
    @Test func theLanguageEntryShowsTheLanguageAndLChangesIt() {
        let session = Self.session()
        let entry = HomeItem.language.rawValue
        #expect(
            session.state.menu[entry]
                == .init(
                    title: "Language", detail: "English (en) for Today's puzzle, Endless and Practice; l: the next",
                    shortDetail: "English: the daily, Endless, Practice"))
        #expect(
            session.render(width: 80, height: 24).lines.last
                == " Enter open  up/down pick  1-9 open  h hard: off  l English  q quit")
        session.handle(.key(.character("l")))
        #expect(session.choice == .language(.catalan))
        var content = Self.content()
        content.language = .german
        let german = Self.session(content)
        #expect(german.state.menu[entry].detail.hasPrefix("Deutsch (de) "))
        #expect(german.render(width: 80, height: 24).lines.last?.contains("l German  q quit") == true)
        for _ in 0..<entry { german.handle(.key(.down)) }
        german.handle(.key(.enter))
        #expect(german.choice == .language(HomeSession.next(after: .german)))
        #expect(HomeSession.next(after: .english) == Language.all[1])
        #expect(
            Language.all.map { HomeSession.next(after: $0) } == Array(Language.all.dropFirst()) + [.english])
    }

    @Test func arrowsPickAndEnterOpensTheListThenPlaysTheEntry() {
        let session = Self.session()
        session.handle(.key(.down))
        session.handle(.key(.down))
        session.handle(.key(.down))
        session.handle(.key(.down))
        session.handle(.key(.up))
        session.handle(.key(.down))
        #expect(session.state.selected == 4)
        session.handle(.key(.enter))
        #expect(session.state.page == .packs)
        #expect(session.state.entries.map(\.title) == ["Wordfall Starter Pack", "Generated"])
        session.handle(.key(.down))
        session.handle(.key(.down))
        #expect(session.state.selected == 1, "the pick stops at the last entry")
        session.handle(.key(.enter))
        #expect(session.choice == .pack(1))
    }

    @Test func escGoesBackToTheMenuAndOnTheMenuQuits() {
        let session = Self.session()
        session.handle(.key(Self.key(.replays)))
        #expect(session.state.page == .replays)
        session.handle(.key(.escape))
        #expect(session.state.page == .menu && session.choice == nil)
        #expect(session.state.selected == HomeItem.replays.rawValue, "the menu keeps its pick")
        session.handle(.key(.character("q")))
        #expect(session.choice == .quit)
    }

    @Test func noReplaysSaysSo() {
        let session = Self.session(Self.content(replays: []))
        session.handle(.key(Self.key(.replays)))
        #expect(session.state.page == .replays)
        #expect(session.state.message == "No games kept yet: play one, then watch it here.")
        session.handle(.key(.enter))
        #expect(session.choice == nil)
    }

    @Test func statisticsAndHelpGoBackOnAnyKeyAndTheHelpScrolls() {
        let session = Self.session()
        session.handle(.key(Self.key(.statistics)))
        #expect(session.state.page == .statistics)
        #expect(session.state.textLines == ["Games played 3"])
        session.handle(.key(.character("x")))
        #expect(session.state.page == .menu)
        session.handle(.key(Self.key(.help)))
        #expect(session.state.page == .help)
        session.handle(.key(.down))
        #expect(session.state.scroll == 1 && session.state.page == .help)
        session.handle(.key(.mouse(MouseEvent(x: 3, y: 3, kind: .press))))
        #expect(session.state.page == .menu)
    }

    @Test func aClickPicksAnEntryAndASecondClickOpensIt() {
        let session = Self.session()
        let screen = session.render(width: 80, height: 24)
        let row = try! #require(screen.lines.firstIndex { $0.contains("Today's puzzle") })
        session.handle(.key(.mouse(MouseEvent(x: 20, y: row, kind: .press))))
        #expect(session.state.selected == 1 && session.choice == nil)
        session.handle(.key(.mouse(MouseEvent(x: 20, y: row, kind: .press))))
        #expect(session.choice == .daily)
    }

    /// Its round played, Today's puzzle shows where the day stands and yesterday's answers; Enter plays
    /// the hunt, any other key goes back.
    @Test func todaysPuzzlePlayedShowsWhereTheDayStandsThenEnterPlaysTheHunt() {
        var content = Self.content()
        content.dailyPlayed = [
            "#3 2026-11-26: Round: Nice. Hunt: 30 of 50 words, 20 to Queen Bee.", "Round: Nice ######....",
        ]
        let session = Self.session(content)
        session.handle(.key(.character("2")))
        #expect(session.choice == nil)
        #expect(session.state.page == .daily)
        let lines = session.render(width: 80, height: 24).lines
        #expect(lines.first == " wordfall | Today's puzzle")
        #expect(lines.contains { $0.contains("Hunt: 30 of 50 words, 20 to Queen Bee.") })
        #expect(lines.last?.hasPrefix(" Enter play the hunt") == true, "\(lines.last ?? "")")
        #expect(lines.contains { $0.contains("Enter plays the hunt; any other key goes back.") })
        session.handle(.key(.character("x")))
        #expect(session.state.page == .menu && session.choice == nil)
        session.handle(.key(.character("2")))
        session.handle(.key(.enter))
        #expect(session.choice == .daily)
    }

    /// Before today's round, a player who played yesterday sees yesterday's answers first; Enter plays the
    /// round.
    @Test func beforeTheRoundTodaysPageShowsYesterdayAndEnterPlaysTheRound() {
        var content = Self.content()
        content.dailyPlayed = [
            "#4 2026-11-27: not played yet.", "", "Yesterday, #3 2026-11-26: you found 3 of 5 words",
        ]
        content.dailyNext = "today's round"
        let session = Self.session(content)
        session.handle(.key(.character("2")))
        #expect(session.state.page == .daily && session.choice == nil)
        let lines = session.render(width: 80, height: 24).lines
        #expect(lines.contains { $0.contains("Yesterday, #3 2026-11-26: you found 3 of 5 words") })
        #expect(lines.contains { $0.contains("Enter plays today's round; any other key goes back.") }, "\(lines)")
        #expect(lines.last?.hasPrefix(" Enter play today's round") == true, "\(lines.last ?? "")")
        session.handle(.key(.enter))
        #expect(session.choice == .daily)
    }

    /// Yesterday's hunt is still open: its missed words show on Today's page only once `a` asks for them.
    @Test func yesterdaysAnswersShowOnlyOnceAsked() {
        var content = Self.content()
        let page = ["#4 2026-11-27: not played yet.", "", "Yesterday, #3 2026-11-26: you found 3 of 5 words. Its hunt"]
        content.dailyPlayed = page
        content.dailyAnswers = [
            "#4 2026-11-27: not played yet.", "", "the 2 you missed, best first:", "  CODE", "  DOGS",
        ]
        content.dailyNext = "today's round"
        let session = Self.session(content)
        session.handle(.key(.character("2")))
        var lines = session.render(width: 80, height: 24).lines
        #expect(!lines.contains { $0.contains("CODE") || $0.contains("DOGS") }, "\(lines)")
        #expect(
            lines.contains {
                $0.contains("Enter plays today's round, a shows yesterday's answers, other keys go back.")
            },
            "\(lines)")
        #expect(lines.last?.hasPrefix(" Enter play today's round  a answers") == true, "\(lines.last ?? "")")
        session.handle(.key(.character("a")))
        #expect(session.state.page == .daily && session.choice == nil)
        lines = session.render(width: 80, height: 24).lines
        #expect(lines.contains { $0.contains("  CODE") } && lines.contains { $0.contains("  DOGS") }, "\(lines)")
        #expect(lines.contains { $0.contains("Enter plays today's round; any other key goes back.") }, "\(lines)")
        session.handle(.key(.enter))
        #expect(session.choice == .daily)
    }

    /// Where the day stands fits the menu's line at 80 columns, said shorter; a wider window says it whole.
    @Test func whereTheDayStandsIsSaidShorterWhereItWouldBeCut() throws {
        var content = Self.content()
        content.daily = "Round: Good Start. Hunt: 52 of 111 words, 59 to Queen Bee."
        content.dailyShort = "Round: Good Start. Hunt: 52 of 111, 59 to Queen Bee."
        let session = Self.session(content)
        let narrow = session.render(width: 80, height: 24).lines
        let line = try #require(narrow.first { $0.contains("Today's puzzle") })
        #expect(line.contains("Today's puzzle  Round: Good Start. Hunt: 52 of 111, 59 to Queen Bee."), "\(line)")
        let wide = session.render(width: 120, height: 40).lines
        #expect(
            wide.contains { $0.contains("Today's puzzle  Round: Good Start. Hunt: 52 of 111 words, 59 to Queen Bee.") })
    }

    @Test func aWindowTooSmallForTheMenuTakesNoKeys() {
        let session = Self.session()
        session.handle(.resized(width: 36, height: 10))
        #expect(session.render(width: 36, height: 10).lines.contains { $0.contains("Terminal too small") })
        session.handle(.key(.character("q")))
        #expect(session.choice == nil)
        session.handle(.resized(width: 80, height: 24))
        session.handle(.key(.character("q")))
        #expect(session.choice == .quit)
    }

    /// A friend's code is pasted on a page of its own: every key is the code's (q, 1-8 too), a code that does
    /// not read says why there, and one that reads is played; Esc goes back.
    @Test func aFriendsCodeIsPastedThenPlayed() {
        let session = Self.session()
        session.handle(.key(Self.key(.challenge)))
        #expect(session.state.page == .challenge)
        let code = ChallengeCode(game: .seed(42), wordList: 0x5A5A5).text
        var typo = Array(code)
        typo[8] = typo[8] == "7" ? "8" : "7"
        for character in String(typo) + "q1" { session.handle(.key(.character(character))) }
        session.handle(.key(.backspace))
        session.handle(.key(.backspace))
        session.handle(.key(.enter))
        #expect(session.choice == nil)
        #expect(
            session.state.message?.hasSuffix(
                "the code does not check: a symbol is mistyped or two are swapped; "
                    + "compare it with the one sent, or ask for it again (pasted, not retyped)") == true)
        let screen = session.render(width: 80, height: 24).lines
        #expect(screen.contains { $0.contains("  " + String(typo) + "_") })
        #expect(screen.last?.hasPrefix(" Enter play  Bksp delete  Esc back") == true)
        session.handle(.key(.escape))
        #expect(session.state.page == .menu && session.choice == nil)
        session.handle(.key(Self.key(.challenge)))
        #expect(session.state.code == "")
        for character in " " + code.lowercased() + " " { session.handle(.key(.character(character))) }
        session.handle(.key(.enter))
        #expect(session.choice == .challenge(code))
    }

    @Test func aMessageShowsUnderTheMenuUntilTheNextKey() {
        let session = HomeSession(
            content: Self.content(), screen: HomeScreen(theme: Theme(unicode: false, color: false)), picked: .daily,
            message: "You played today's puzzle.")
        #expect(session.state.selected == 1)
        #expect(session.render(width: 80, height: 24).lines.contains { $0.contains("You played today's puzzle.") })
        session.handle(.key(.down))
        #expect(session.state.message == nil)
    }
}
