import Testing
import WordfallCore
import WordfallPlay
import WordfallProgress
import WordfallTestSupport

@testable import WordfallUI

@Suite struct PlaySessionTests {
    static let lexicon = Lexicon(words: ["cat", "cats", "cod", "code", "coder", "dog", "dogs", "ten", "tide"])

    static func level(_ id: String = "one", moves: Int? = 5, timeLimit: Double? = nil) -> Level {
        Level(
            id: id, title: "Test \(id)",
            board: .fixed(makeBoard(["CATS", "ODER", "GNIP", "SQUE"], bonus: ["....", ".2..", "...D", "...."])),
            rules: Rules(refill: .none, moves: moves, timeLimit: timeLimit),
            goals: [GoalSpec(.score(target: 150)), GoalSpec(.words(count: 2))])
    }

    /// A session past its opening screens (the campaign screen of a pack, the intro of a timed level):
    /// the first level is being played.
    static func session(
        levels: [Level] = [level()], clock: FakeClock = FakeClock(), progress: any ProgressRecorder = NoProgress()
    ) -> PlaySession {
        let kind: any PlayKind =
            levels.count > 1
            ? CampaignPlay(packTitle: "Pack", levels: levels, progress: progress)
            : LevelPlay(levels: levels, progress: progress)
        let session = PlaySession(kind, lexicon: { _ in lexicon }, now: { clock.time })
        if session.state.mode == .campaign { session.handle(.enter) }
        if session.state.mode == .intro { session.handle(.character(" ")) }
        return session
    }

    func type(_ text: String, into session: PlaySession) {
        for character in text { session.handle(.character(character)) }
    }

    @Test func typingLightsTheBestPathAndSaysWhetherItCanBeFormed() {
        let session = Self.session()
        type("cat", into: session)
        #expect(session.state.typed == "CAT")
        #expect(session.state.path == [.init(row: 0, column: 0), .init(row: 0, column: 1), .init(row: 0, column: 2)])
        #expect(session.state.wordStatus == .formable(points: 50))
        type("x", into: session)
        #expect(session.state.path.isEmpty)
        #expect(session.state.wordStatus == .rejected(.notInDictionary))
        session.handle(.backspace)
        session.handle(.backspace)
        #expect(session.state.wordStatus == .rejected(.tooShort))
        session.handle(.escape)
        #expect(session.state.typed.isEmpty && session.state.path.isEmpty)
    }

    @Test func anAcceptedWordUpdatesScoreGoalsAndWordsFromTheEvents() {
        let session = Self.session()
        type("cat", into: session)
        session.handle(.enter)
        let state = session.state
        #expect(state.score == 50)
        #expect(state.lastWord == .init(word: "CAT", points: 50))
        #expect(state.wordsFound == [.init(word: "CAT", points: 50)])
        #expect(state.movesLeft == 4)
        #expect(state.goals.map(\.current) == [50, 1])
        #expect(state.goals.map(\.done) == [false, false])
        #expect(state.message == .init("CAT accepted: +50 points", tone: .good))
        #expect(state.typed.isEmpty)
    }

    @Test func everyRejectionSaysWhyInWords() {
        let session = Self.session()
        func submit(_ word: String) -> String? {
            type(word, into: session)
            session.handle(.enter)
            return session.state.message?.text
        }
        #expect(submit("zzz") == "ZZZ: not in the dictionary (`wordfall words add ZZZ` accepts it in your next games)")
        #expect(submit("ca") == "CA: too short: words need at least 3 letters")
        #expect(submit("cat") == "CAT accepted: +50 points")
        #expect(submit("cat") == "CAT: already found")
        #expect(submit("tide") == "TIDE: not on the board")
    }

    @Test func pickingTilesThatDoNotTouchIsRefusedInWords() {
        let session = Self.session()
        session.handle(.character(" "))
        #expect(session.state.path == [.init(row: 0, column: 0)])
        session.handle(.right)
        session.handle(.right)
        session.handle(.character(" "))
        #expect(session.state.path == [.init(row: 0, column: 0)])
        #expect(session.state.message?.text == "Those tiles don't touch: pick a neighbour of the last tile.")
    }

    @Test func theMouseSelectsAPathByDragging() throws {
        let session = Self.session()
        session.handle(.resized(width: 100, height: 40))
        let layout = try #require(session.screen.layout(for: session.state, width: 100, height: 40))
        func cell(_ row: Int, _ column: Int) -> (x: Int, y: Int) {
            let origin = layout.board.origin(of: Position(row: row, column: column))
            return (origin.x + 1, origin.y)
        }
        let c = cell(0, 0)
        let o = cell(1, 0)
        let d = cell(1, 1)
        session.handle(.mouse(MouseEvent(x: c.x, y: c.y, kind: .press)))
        session.handle(.mouse(MouseEvent(x: o.x, y: o.y, kind: .drag)))
        session.handle(.mouse(MouseEvent(x: d.x, y: d.y, kind: .drag)))
        session.handle(.mouse(MouseEvent(x: d.x, y: d.y, kind: .release)))
        #expect(session.state.currentWord == "COD")
        #expect(session.state.wordStatus == .formable(points: 80))
        session.handle(.enter)
        #expect(session.state.lastWord == .init(word: "COD", points: 80))
    }

    @Test func completingALevelShowsTheReviewRecordsItAndOffersTheNextOne() {
        var recorded: [String] = []
        var words: [GameScreenState.ScoredWord] = []
        let progress = RecordedProgress { result in
            recorded.append("\(result.level.id) \(result.completed) \(result.score) \(result.stars)")
            words = result.words
            return nil
        }
        let clock = FakeClock()
        let session = Self.session(levels: [Self.level("one"), Self.level("two")], clock: clock, progress: progress)
        #expect(session.state.subtitle == "Pack, level 1 of 2")
        for word in ["cat", "coder"] {
            type(word, into: session)
            session.handle(.enter)
        }
        // The goals are done: play goes on, and says so, until the player finishes.
        #expect(session.state.mode == .playing)
        #expect(session.state.isWon)
        // The word that did it stays named; its points' breakdown gives way to the news.
        #expect(session.state.message?.text == "CODER accepted: +300 points. " + GameViewModel.goalsDoneLine(stars: 1))
        #expect(session.state.breakdown == nil)
        #expect(KeysBar.items(for: session.state, glyphs: .ascii).first?.key == "^F")
        session.handle(.control("f"))
        let review = session.state.review
        #expect(session.state.mode == .levelOver(hasNext: true))
        #expect(review?.completed == true)
        #expect(review?.bestWord == .init(word: "CODER", points: 300))
        #expect(review?.longestWord?.word == "CODER")
        #expect(review?.missedWords.first?.word == "CODE")
        #expect(recorded == ["one true 350 1"])
        #expect(words == [.init(word: "CAT", points: 50), .init(word: "CODER", points: 300)])
        clock.time += PlayFlow.endScreenGrace
        session.handle(.character("n"))
        #expect(session.state.title == "Test two")
        // Every level has its card (issue 29): nothing of this one is new, so it says what it asks.
        #expect(session.state.mode == .intro)
        session.handle(.enter)
        #expect(session.state.mode == .playing)
        #expect(session.state.score == 0)
    }

    @Test func runningOutOfMovesFailsWithTheReason() {
        let clock = FakeClock()
        let session = Self.session(levels: [Self.level(moves: 1)], clock: clock)
        type("cat", into: session)
        session.handle(.enter)
        #expect(session.state.mode == .levelOver(hasNext: false))
        #expect(session.state.review?.reason == "Out of moves: every move is used up.")
        clock.time += PlayFlow.endScreenGrace
        session.handle(.character("r"))
        #expect(session.state.mode == .intro, "the retry's card: a new game")
        #expect(session.state.movesLeft == 1)
    }

    @Test func pauseStopsTheClock() {
        let clock = FakeClock()
        let session = Self.session(levels: [Self.level(moves: nil, timeLimit: 60)], clock: clock)
        clock.time = 10
        session.tick()
        #expect(session.state.secondsLeft == 50)
        session.handle(.control("p"))
        #expect(session.state.mode == .paused)
        clock.time = 40
        session.tick()
        session.handle(.enter)
        #expect(session.state.mode == .playing)
        session.tick()
        #expect(session.state.secondsLeft == 50)
        clock.time = 100
        session.tick()
        #expect(session.state.review?.reason == "Out of time: the clock ran out.")
    }

    @Test func quittingAsksFirst() {
        let session = Self.session()
        session.handle(.control("d"))
        #expect(session.state.mode == .confirmingQuit)
        session.handle(.character("n"))
        #expect(session.state.mode == .playing && !session.isFinished)
        session.handle(.control("d"))
        session.handle(.character("y"))
        #expect(session.isFinished)
    }
}
