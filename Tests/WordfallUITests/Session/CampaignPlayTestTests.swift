import Testing
import WordfallCore
import WordfallPlay
import WordfallTestSupport

@testable import WordfallUI

/// What the 2026-11-29 play-test of the starter pack found on screen (issue 29), one test each.
@Suite struct CampaignPlayTestTests {
    /// A falling board whose 4-letter words drop a reward tile, stars at `stars`, and `goals`.
    static func rewardLevel(goals: [GoalSpec], stars: StarThresholds) -> Level {
        Level(
            id: "reward", title: "Reward",
            board: .fixed(makeBoard(["CATS", "ODER", "GNIP", "SQUE"], bonus: ["....", "....", "....", "...."])),
            rules: Rules(moves: 5, rewardLength: 4), goals: goals, stars: stars)
    }

    static func play(_ word: String, _ level: Level) -> PlaySession {
        let session = PlaySessionTests.session(levels: [level])
        for character in word { session.handle(.character(character)) }
        session.handle(.enter)
        return session
    }

    /// "SHELVED accepted: +700 points A DW tile dropped in." had no full stop; when the word also did
    /// the goals, the drop was not said at all.
    @Test func aRewardTileIsItsOwnSentenceAndIsStillSaidWhenTheGoalsAreDone() {
        let stars = StarThresholds(twoStars: 1_000, threeStars: 2_000)
        let going = Self.play("cats", Self.rewardLevel(goals: [GoalSpec(.words(count: 2))], stars: stars))
        #expect(going.state.message?.text == "CATS accepted: +120 points. A DW tile dropped in.")
        let done = Self.play("cats", Self.rewardLevel(goals: [GoalSpec(.words(count: 1))], stars: stars))
        #expect(
            done.state.message?.text
                == "CATS accepted: +120 points. A DW tile dropped in. Goals done: level won. Play on for stars, "
                + "or Ctrl-F to finish.")
    }

    /// "Keep going for stars" stood beside "3 stars reached".
    @Test func goalsDoneWithThreeStarsSaysThereAreOnlyPointsToPlayFor() {
        let level = Self.rewardLevel(
            goals: [GoalSpec(.words(count: 1))], stars: StarThresholds(twoStars: 50, threeStars: 100))
        #expect(
            Self.play("cats", level).state.message?.text
                == "CATS accepted: +120 points. A DW tile dropped in. Goals done: level won, 3 stars. Play on "
                + "for points, or Ctrl-F to finish.")
    }

    /// "New best word for this level: INJUNCTION, 1,520 points (was" was cut at the box's edge.
    @Test func theEndScreensNewsWrapsWhole() {
        var review = GameScreenState.Review(completed: true, score: 5_120, stars: 3)
        let news = "New best word for this level: INJUNCTION, 1,520 points (was MADDENS)."
        review.news = [news]
        let lines = ReviewScreen(review: review, goals: []).lines(width: 40, theme: Theme(unicode: false, color: false))
        let text = lines.map { $0.map(\.text).joined() }
        #expect(text[1...2] == ["New best word for this level:", "INJUNCTION, 1,520 points (was MADDENS)."])
    }

    /// The missed words read best first across each row: the first row holds the two best, not the best
    /// beside one from the middle of the list.
    @Test func theMissedWordsReadBestFirstAcrossEachRow() {
        let words = [("CATERED", 500), ("TRACED", 400), ("CRATED", 300), ("TARE", 80)].map {
            ScoredWord(word: $0.0, points: $0.1)
        }
        let rows = ReviewScreen.columns(words, width: 60, theme: Theme(unicode: false, color: false)).map {
            $0.map(\.text).joined(separator: " ").split(separator: " ").joined(separator: " ")
        }
        #expect(rows == ["CATERED 500 TRACED 400", "CRATED 300 TARE 80"])
    }

    /// At 80x24 the statistics stopped at the fifth level, "(a larger window shows more)", with no way on.
    @Test func theHomeStatisticsScrollToTheLastLevel() {
        var content = HomeSessionTests.content()
        content.statistics = { (1...30).map { "Level \($0)" } }
        let session = HomeSessionTests.session(content)
        session.handle(.key(HomeSessionTests.key(.statistics)))
        #expect(!session.render(width: 80, height: 24).lines.contains { $0.contains("Level 30") })
        for _ in 0..<40 { session.handle(.key(.down)) }
        let screen = session.render(width: 80, height: 24).lines
        #expect(screen.contains { $0.contains("Level 30 ") })
        #expect(screen.contains { $0.contains("scroll: lines 16-30 of 30") })
        #expect(screen.last?.contains("any key back  up/down scroll") == true)
        #expect(session.state.page == .statistics, "the arrows scroll; they do not go back")
    }

    /// The campaign screen opened from home said "Enter play ↑↓ pick q quit", and Esc went home unsaid.
    @Test func theCampaignsKeysSayEscGoesHome() {
        var campaign = CampaignState(packTitle: "Pack", entries: [], selected: 0)
        var state = GameScreenState(title: "Pack", board: makeBoard(["CAT"]))
        state.screen = .campaign(campaign)
        #expect(KeysBar.items(for: state, glyphs: .ascii).map(\.key) == ["Enter", "up/down", "q"])
        campaign.escapeGoesHome = true
        state.screen = .campaign(campaign)
        #expect(
            KeysBar.items(for: state, glyphs: .ascii).map { "\($0.key) \($0.action)" } == [
                "Enter play", "up/down pick", "Esc home", "q quit",
            ])
    }

    /// "Word ★ HARDEN! +1,800 ★" stood over "HARDNEN: not in the dictionary" after a refused word.
    @Test func aRefusedWordTakesTheLastWordsMomentAway() {
        let session = PlaySession(
            LevelPlay(levels: [PlaySessionTests.level(moves: 9)]), lexicon: { _ in Lexicon(words: ["coders"]) },
            now: { 0 })
        for character in "coders" { session.handle(.character(character)) }
        session.handle(.enter)
        #expect(session.state.celebration == "CODERS! +440")
        for character in "cod" { session.handle(.character(character)) }
        session.handle(.enter)
        #expect(session.state.celebration == nil)
        #expect(session.state.message?.text.hasPrefix("COD: not in the dictionary") == true)
    }

    /// "✓ Spell 10 words in a row without a miss  now 14, best 14 (…" was cut on the end screen.
    @Test func theEndScreensGoalLinesWrapWhole() {
        let review = GameScreenState.Review(completed: true, score: 100, stars: 1)
        let goal = GameScreenState.GoalLine(
            description: "Spell 10 words in a row without a miss", current: 14, target: 10, done: true, run: 14)
        let lines = ReviewScreen(review: review, goals: [goal]).lines(
            width: 40, theme: Theme(unicode: false, color: false)
        ).map { $0.map(\.text).joined() }
        let start = try! #require(lines.firstIndex { $0.hasPrefix("OK Spell 10 words") })
        #expect(lines[start...].prefix(3).joined(separator: " ").contains(goal.figures))
    }

    /// "done: Spell 4 words of 6+ letters. A DW tile dropped in. A caught fire: use it i…": what the tiles
    /// did comes before the goals the word did, which the goals panel ticks too.
    @Test func whatTheTilesDidComesBeforeTheGoalsTheWordDid() {
        let level = Level(
            id: "fire", title: "Fire",
            board: .fixed(makeBoard(["CATS", "ODER", "GNIP", "SQUE"], bonus: ["....", "....", "....", "...."])),
            rules: Rules(moves: 5, burnEvery: 1, fuse: 3), bag: LetterBag(weights: (0..<26).map { $0 == 4 ? 1 : 0 }),
            goals: [GoalSpec(.words(count: 1)), GoalSpec(.score(target: 100_000))])
        let session = Self.play("cat", level)
        #expect(
            session.state.message?.text
                == "CAT accepted: +50 points. E caught fire: use it in 3 words or lose a move. Goal done: Spell 1 word."
        )
    }

    /// The statistics over a paused game scroll too: a small window cut them with no way on.
    @Test func theStatisticsOverTheGameScroll() {
        let session = PlaySession(
            LevelPlay(levels: [PlaySessionTests.level()]), lexicon: { _ in PlaySessionTests.lexicon },
            services: PlayServices(statistics: { (1...30).map { "Level \($0)" } }), now: { 0 })
        session.handle(SessionInput.resized(width: 80, height: 24))
        session.handle(.control("p"))
        session.handle(.character("s"))
        #expect(!session.render(width: 80, height: 24).lines.contains { $0.contains("Level 30") })
        for _ in 0..<40 { session.handle(.down) }
        #expect(session.state.mode == .statistics, "the arrows scroll; they do not go back")
        #expect(session.render(width: 80, height: 24).lines.contains { $0.contains("Level 30 ") })
        session.handle(.character("x"))
        #expect(session.state.mode == .paused)
    }

    /// "New best word" comes after what the tiles did: a fire matters more to the next move.
    @Test func aNewBestWordComesAfterWhatTheTilesDid() {
        let saved = SavedResult(bestScore: 0, bestStars: 0, completed: false, bestWord: .init(word: "COD", points: 40))
        let session = PlaySessionTests.session(
            levels: [
                Self.rewardLevel(
                    goals: [GoalSpec(.words(count: 2))], stars: StarThresholds(twoStars: 1_000, threeStars: 2_000))
            ],
            progress: RecordedProgress(levelFinished: { _ in nil }, saved: { _ in saved }))
        for character in "cats" { session.handle(.character(character)) }
        session.handle(.enter)
        #expect(
            session.state.message?.text
                == "CATS accepted: +120 points. A DW tile dropped in. New best word for this level (was COD).")
    }
}
