import Testing
import WordfallCore
import WordfallPlay
import WordfallTestSupport

@testable import WordfallUI

/// A pack played from its campaign screen, with saved progress held in memory.
@Suite struct CampaignSessionTests {
    final class Store {
        var results: [String: SavedResult] = [:]
        var cardSeen = false
        var recorder: RecordedProgress {
            RecordedProgress(
                levelFinished: { [self] result in
                    let old = results[result.level.id]
                    results[result.level.id] = SavedResult(
                        bestScore: max(old?.bestScore ?? 0, result.score),
                        bestStars: max(old?.bestStars ?? 0, result.stars),
                        completed: result.completed || old?.completed == true)
                    return nil
                }, saved: { [self] in results[$0] }, firstStepsSeen: { [self] in cardSeen },
                markFirstStepsSeen: { [self] in cardSeen = true })
        }
    }

    static let levels = [FairTransitionTests.quickLevel("a"), FairTransitionTests.quickLevel("b")]

    func session(_ store: Store, clock: FakeClock) -> PlaySession {
        PlaySession(
            CampaignPlay(packTitle: "Pack", levels: Self.levels, progress: store.recorder),
            lexicon: { _ in PlaySessionTests.lexicon }, now: { clock.time })
    }

    func play(_ word: String, _ session: PlaySession) {
        // A level's card (every level has one, a pack's first included) goes on at a key.
        if session.state.mode == .intro { session.handle(.character(" ")) }
        for character in word { session.handle(.character(character)) }
        session.handle(.enter)
    }

    /// Plays `word`, which does the level's goals, and finishes the level (Ctrl-F).
    func finish(_ word: String, _ session: PlaySession) {
        play(word, session)
        session.handle(.control("f"))
    }

    /// Esc on the campaign screen goes back to the home screen it was opened from; elsewhere it asks.
    @Test func escOnTheCampaignScreenGoesBackHome() {
        var services = PlayServices.none
        services.fromHome = true
        let store = Store()
        let home = PlaySession(
            CampaignPlay(packTitle: "Pack", levels: Self.levels, progress: store.recorder),
            lexicon: { _ in PlaySessionTests.lexicon }, services: services, now: { 0 })
        home.handle(.escape)
        #expect(home.isFinished && home.backToMenu)
        let direct = session(store, clock: FakeClock())
        direct.handle(.escape)
        #expect(!direct.isFinished)
        #expect(direct.state.mode == .confirmingQuit)
    }

    @Test func aPackOpensOnItsLevelsAndComesBackThereAfterALevel() {
        let store = Store()
        let clock = FakeClock()
        let session = session(store, clock: clock)
        #expect(session.state.mode == .campaign)
        #expect(session.state.campaign?.entries.map(\.isOpen) == [true, false])
        session.handle(.down)
        #expect(session.state.campaign?.selected == 0, "level 2 is locked")
        session.handle(.enter)
        // The first level a player sees opens with the first-steps card, once.
        #expect(session.state.mode == .intro)
        #expect(session.state.intro?.title == "First steps")
        #expect(store.cardSeen)
        session.handle(.enter)
        #expect(session.state.mode == .playing)
        finish("cat", session)
        #expect(session.state.review?.choices.contains(.levels) == true)
        #expect(session.state.review?.nextStar == .init(stars: 2, points: 50))
        clock.time += PlayFlow.endScreenGrace
        session.handle(.enter)
        #expect(session.state.mode == .campaign)
        let campaign = session.state.campaign
        #expect(campaign?.entries[0].saved == SavedResult(bestScore: 50, bestStars: 1, completed: true))
        #expect(campaign?.entries[1].isOpen == true)
        #expect(campaign?.selected == 1, "the next level is picked")
    }

    @Test func replayingACompletedLevelKeepsTheBestAndSaysWhenItIsBeaten() {
        let store = Store()
        store.cardSeen = true
        store.results["a"] = SavedResult(bestScore: 70, bestStars: 1, completed: true)
        let clock = FakeClock()
        let session = session(store, clock: clock)
        #expect(session.state.campaign?.selected == 1)
        session.handle(.up)
        session.handle(.enter)
        #expect(session.state.title == "Quick a")
        finish("cat", session)
        #expect(session.state.review?.news == [])
        clock.time += PlayFlow.endScreenGrace
        session.handle(.character("l"))
        #expect(session.state.campaign?.entries[0].saved?.bestScore == 70, "a worse replay keeps the best")
        session.handle(.up)
        session.handle(.enter)
        finish("coder", session)
        #expect(
            session.state.review?.news == [
                "New best score for this level (was 70).", "More stars than before: 3 (was 1).",
            ])
    }

    @Test func aNewBestScoreIsSaidAtOnce() {
        let store = Store()
        store.cardSeen = true
        store.results["a"] = SavedResult(bestScore: 40, bestStars: 0, completed: false)
        let level = Level(
            id: "a", title: "Long", board: FairTransitionTests.quickLevel().board, rules: Rules(refill: .none),
            goals: [GoalSpec(.words(count: 3))])
        let session = PlaySession(
            CampaignPlay(
                packTitle: "Pack", levels: [level, FairTransitionTests.quickLevel("b")], progress: store.recorder),
            lexicon: { _ in PlaySessionTests.lexicon }, now: { 0 })
        session.handle(.enter)
        play("cat", session)
        #expect(session.state.message?.text == "CAT accepted: +50 points. New best score for this level!")
        play("dog", session)
        #expect(session.state.message?.text == "DOG accepted: +70 points")
    }

    @Test func finishingThePackSaysSo() {
        let store = Store()
        store.cardSeen = true
        store.results["a"] = SavedResult(bestScore: 70, bestStars: 1, completed: true)
        let clock = FakeClock()
        let session = session(store, clock: clock)
        session.handle(.enter)
        #expect(session.state.title == "Quick b")
        // Every level has its card (issue 29): nothing of this one is new, so it says what the level asks.
        #expect(session.state.mode == .intro)
        session.handle(.enter)
        finish("cat", session)
        #expect(session.state.review?.packFinished == true)
        #expect(session.state.review?.news == ["The whole pack: 2 of 6 stars, 120 points."])
        clock.time += PlayFlow.endScreenGrace
        session.handle(.enter)
        #expect(session.state.campaign?.isFinished == true)
        let lines = GameScreen(theme: Theme()).render(session.state, width: 80, height: 24).lines
        #expect(lines.contains { $0.contains("Pack complete: 2 of 6 stars, 120 points in all.") })
    }

    @Test func aLevelWithANewRuleSaysSoBeforeItStarts() {
        let first = FairTransitionTests.quickLevel("a")
        let timedWithBonus = FairTransitionTests.quickLevel("b", timeLimit: 90)
        let lines = IntroText.newRules(of: timedWithBonus, after: [first])
        #expect(lines == ["New: a timed level. You have 1:30 on the clock; it starts when you press a key."])
        let gravity = Level(
            id: "c", title: "Falling", board: .random(rows: 3, columns: 3), rules: Rules(refill: .gravity),
            goals: [GoalSpec(.streak(count: 2))])
        #expect(
            IntroText.newRules(of: gravity, after: [first]) == [
                "New: falling tiles. Used tiles vanish, the tiles above fall and new ones drop in.",
                "New: a streak. Words in a row without a refused one; a refused word breaks the run.",
                "No move limit here.",
            ])
    }
}

/// A level file played alone (`wordfall play FILE`) shows a card of its own rules before its clock, once.
@Suite struct LevelFileCardTests {
    @Test func aLevelWithRulesOfItsOwnSaysThemOnceBeforeItStarts() {
        let burning = Level(
            id: "burn", title: "Burn",
            board: .fixed(makeBoard(["CATS", "ODER", "GNIP", "SQUE"], bonus: ["....", "....", "....", "...."])),
            rules: Rules(moves: 5, burnEvery: 2, fuse: 2), goals: [GoalSpec(.words(count: 1))])
        let clock = FakeClock()
        let session = PlaySession(
            LevelPlay(levels: [burning]), lexicon: { _ in PlaySessionTests.lexicon }, now: { clock.time })
        #expect(
            session.state.intro
                == IntroCard(
                    title: "Burn",
                    lines: [
                        "Burning tiles. Every 2 words a new tile catches fire (red, !2): use it within 2 words or it "
                            + "burns out and costs a move.",
                        "A move limit. Each accepted word is a move; you have 5.",
                    ]))
        session.handle(.character("x"))
        #expect(session.state.mode == .playing, "any key starts the level")
        for character in "cat" { session.handle(.character(character)) }
        session.handle(.enter)
        session.handle(.control("f"))
        #expect(session.state.mode == .levelOver(hasNext: false))
        clock.time += PlayFlow.endScreenGrace
        session.handle(.character("r"))
        #expect(
            session.state.intro?.lines == ["A new game: the same opening board, new tiles falling in."],
            "a retry's card says it is a new game, not the rules again")
        let plain = PlaySession(
            LevelPlay(levels: [FairTransitionTests.quickLevel()]), lexicon: { _ in PlaySessionTests.lexicon },
            now: { clock.time })
        #expect(plain.state.mode == .playing, "a plain level starts at once")
    }
}

/// The mouse on the campaign screen, routed by the key map alone: a press on the row that shows a
/// level picks it, a second press plays it (the row is hit-tested on the screen showing, not taken
/// for the level's index).
@Suite struct CampaignMouseTests {
    @Test func aClickOnALevelsRowPicksItAndASecondPlaysIt() throws {
        let store = CampaignSessionTests.Store()
        store.results["a"] = SavedResult(bestScore: 50, bestStars: 1, completed: true)
        store.cardSeen = true
        let session = CampaignSessionTests().session(store, clock: FakeClock())
        session.handle(.resized(width: 80, height: 24))
        #expect(session.state.campaign?.selected == 1, "the next level to play is picked")
        let screen = session.screen.render(session.state, width: 80, height: 24)
        let first = try #require(screen.lines.firstIndex { $0.contains("Quick a") })
        let click = { (y: Int) in session.handle(.mouse(MouseEvent(x: 20, y: y, kind: .press))) }
        click(first)
        #expect(session.state.campaign?.selected == 0)
        #expect(session.state.mode == .campaign)
        click(0)
        #expect(session.state.campaign?.selected == 0, "the header is no level")
        click(first)
        #expect(session.state.mode == .playing, "a level played to its end before has no card (issue 40)")
        #expect(session.state.title == "Quick a")
    }
}
