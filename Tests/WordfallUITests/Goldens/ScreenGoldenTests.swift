import Foundation
import Testing
import WordfallCore
import WordfallPlay
import WordfallProgress
import WordfallTestSupport

@testable import WordfallUI

/// Every kind of screen at 80x24 and 120x40, compared cell for cell (text and style) with the
/// golden files in Goldens/screens. The states come from sessions driven by keys on a fake clock,
/// so the files are the same on every run. `make goldens` (WORDFALL_REWRITE_GOLDENS=1) rewrites
/// them on purpose, and that run fails (as swift-argument-parser's snapshots do when recording), so a
/// run with the switch on, CI's included, can never pass; read the diff before committing.
@Suite struct ScreenGoldenTests {
    static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("screens")
    static let rewrite = ProcessInfo.processInfo.environment["WORDFALL_REWRITE_GOLDENS"] == "1"
    static let sizes = [(80, 24), (120, 40)]

    enum Kind: String, CaseIterable, Sendable {
        case playing, review, campaign, help, tooSmall = "too-small", pause, quit, dailyResult = "daily-result"
        case home
    }

    @Test(arguments: Kind.allCases)
    func theScreenIsItsGolden(_ kind: Kind) throws {
        for (width, height) in Self.sizes {
            let buffer: ScreenBuffer
            if kind == .home {
                buffer = Self.home(width: width, height: height).render(width: width, height: height)
            } else {
                let session = Self.session(kind, width: width, height: height)
                buffer = session.screen.render(session.state, width: width, height: height)
                if kind == .tooSmall {
                    #expect(!session.fits, "the too-small screen needs a level larger than the window")
                }
            }
            let golden = ScreenGolden(buffer, title: "\(kind.rawValue) screen")
            let url = Self.folder.appendingPathComponent("\(kind.rawValue)-\(width)x\(height).txt")
            let committed = try? String(contentsOf: url, encoding: .utf8)
            if Self.rewrite {
                try Self.rewrite(golden, to: url, committed: committed)
                continue
            }
            let expected = try #require(committed, "no golden \(url.lastPathComponent): run `make goldens`")
            #expect(
                golden.text == expected,
                "\(url.lastPathComponent) differs (`make goldens` rewrites it):\n\(golden.differences(from: expected))")
        }
    }

    /// The game screen at the other sizes a player has (issue 23): the compact layout of a split pane
    /// (40x16, 60x20), and a large window (200x60); with Ctrl-G's goals over the compact one.
    @Test(arguments: [(40, 16), (60, 20), (200, 60)])
    func theGameScreenAtEverySize(width: Int, height: Int) throws {
        let session = Self.session(.playing, width: width, height: height)
        try Self.compare(session, name: "playing-\(width)x\(height)", title: "playing screen")
        if width < 80 {
            session.handle(.control("g"))
            try Self.compare(session, name: "goals-\(width)x\(height)", title: "goals screen")
        }
    }

    static func compare(_ session: PlaySession, name: String, title: String) throws {
        let size = try #require(session.size)
        let golden = ScreenGolden(
            session.screen.render(session.state, width: size.width, height: size.height), title: title)
        let url = folder.appendingPathComponent("\(name).txt")
        let committed = try? String(contentsOf: url, encoding: .utf8)
        if rewrite {
            try rewrite(golden, to: url, committed: committed)
            return
        }
        let expected = try #require(committed, "no golden \(url.lastPathComponent): run `make goldens`")
        #expect(
            golden.text == expected,
            "\(url.lastPathComponent) differs (`make goldens` rewrites it):\n\(golden.differences(from: expected))")
    }

    /// Writes `golden` over the committed file when they differ, and fails the test either way: a run
    /// that rewrites checks nothing, so it must not pass.
    static func rewrite(_ golden: ScreenGolden, to url: URL, committed: String?) throws {
        if committed != golden.text { try golden.text.write(to: url, atomically: true, encoding: .utf8) }
        let what = committed == golden.text ? "checked" : "rewritten"
        Issue.record(
            "\(url.lastPathComponent) \(what) with WORDFALL_REWRITE_GOLDENS=1: a rewriting run fails; run again without it"
        )
    }

    /// The home screen of a player who has played: the pack in progress, today's rank.
    static func home(width: Int, height: Int) -> HomeSession {
        let content = HomeContent(
            continuePack: "Wordfall Starter Pack, level 4 of 13", daily: "played today: Nice, 350 points",
            statistics: { [] })
        let session = HomeSession(content: content, screen: HomeScreen(theme: Theme()))
        session.handle(.resized(width: width, height: height))
        session.handle(.key(.down))
        return session
    }

    /// A session showing `kind`, driven there by keys and a fake clock.
    static func session(_ kind: Kind, width: Int, height: Int) -> PlaySession {
        let clock = FakeClock()
        let lexicon = PlaySessionTests.lexicon
        func make(_ play: any PlayKind) -> PlaySession {
            let session = PlaySession(play, lexicon: { _ in lexicon }, now: { clock.time })
            session.handle(.resized(width: width, height: height))
            return session
        }
        func type(_ text: String, _ session: PlaySession) {
            for character in text { session.handle(character == "\r" ? .enter : .character(character)) }
        }
        switch kind {
        case .playing, .help, .pause, .quit, .review:
            let session = make(LevelPlay(levels: [PlaySessionTests.level()], progress: NoProgress()))
            type("cod\r", session)
            clock.time += PlayFlow.moment.bigWord
            session.tick()
            type("cat", session)
            switch kind {
            case .help: session.handle(.character("?"))
            case .pause: session.handle(.control("p"))
            case .quit: session.handle(.control("d"))
            case .review:
                type("\rdog\r", session)
                session.handle(.control("f"))
                clock.time += PlayFlow.endScreenGrace + 0.1
                session.tick()
            default: break
            }
            return session
        case .campaign:
            let store = CampaignSessionTests.Store()
            store.results["a"] = SavedResult(bestScore: 120, bestStars: 2, completed: true)
            return make(CampaignPlay(packTitle: "Pack", levels: CampaignSessionTests.levels, progress: store.recorder))
        case .tooSmall:
            let rows = (0..<24).map { _ in "CATSODERGNIPSQUECATSODER" }
            let level = Level(
                id: "big", title: "Big", board: .fixed(makeBoard(rows)), rules: Rules(refill: .none, moves: 5),
                goals: [GoalSpec(.words(count: 2))])
            return make(LevelPlay(levels: [level]))
        case .home: preconditionFailure("the home screen is not a level's session: see home(width:height:)")
        case .dailyResult:
            let daily = DailyPlay(day: DailySessionTests.day, generator: 1, total: 1000)
            let session = make(
                DailyPuzzlePlay(level: DailySessionTests.level(), daily: daily, progress: RecordedProgress { _ in nil })
            )
            session.handle(.character(" "))
            type("cat\rcoder\r", session)
            clock.time += 200
            session.tick()
            clock.time += PlayFlow.endScreenGrace + 0.1
            session.tick()
            return session
        }
    }
}
