import Events
import Testing
import WordfallCore
import WordfallTestSupport

@testable import WordfallUI

/// The word line's preview is the model's verdict: for every rejection reason, what the line says
/// while typing is what Enter then says, and what the model publishes.
@Suite struct WordPreviewTests {
    /// Types `text` letter by letter (through `apply`, so characters no key produces can be typed too),
    /// then submits it; returns the preview before Enter, the model's published reasons, and the message.
    func typeAndSubmit(_ text: String, into session: PlaySession)
        -> (preview: GameScreenState.WordStatus, published: [RejectionReason], message: String?)
    {
        var published: [RejectionReason] = []
        let token = session.game.events.addObserver { event in
            if case .wordRejected(let word) = event { published.append(word.reason) }
        }
        defer { token.cancel() }
        for character in text { session.apply(.letterTyped(character)) }
        let preview = session.state.wordStatus
        session.apply(.wordSubmitted)
        return (preview, published, session.state.message?.text)
    }

    @Test(arguments: [
        ("zz", RejectionReason.tooShort, "ZZ: too short: words need at least 3 letters"),
        ("q", .tooShort, "Q: too short: words need at least 3 letters"),
        (
            "zzz", .notInDictionary,
            "ZZZ: not in the dictionary (`wordfall words add ZZZ` accepts it in your next games)"
        ),
        ("tide", .notOnBoard, "TIDE: not on the board"),
        ("c4t", .invalidInput, "C4T: letters only, please"),
    ])
    func eachReasonIsPreviewedAsEnterGivesIt(typed: String, reason: RejectionReason, message: String) {
        let session = PlaySessionTests.session()
        let result = typeAndSubmit(typed, into: session)
        #expect(result.preview == .rejected(reason))
        #expect(result.published == [reason])
        #expect(result.message == message)
    }

    @Test func alreadyFoundIsPreviewedAsEnterGivesIt() {
        let session = PlaySessionTests.session()
        let first = typeAndSubmit("cat", into: session)
        #expect(first.preview == .formable(points: 50))
        #expect(first.published.isEmpty)
        let again = typeAndSubmit("cat", into: session)
        #expect(again.preview == .rejected(.alreadyFound))
        #expect(again.published == [.alreadyFound])
        #expect(again.message == "CAT: already found")
    }

    @Test func levelOverIsPreviewedAsEnterGivesIt() {
        let session = PlaySessionTests.session(levels: [PlaySessionTests.level(moves: 1)])
        _ = typeAndSubmit("cat", into: session)
        #expect(session.state.mode == .levelOver(hasNext: false))
        // The preview says what the model would; the flow plays no move once the level is over, so the
        // end screen's message stands.
        let late = typeAndSubmit("dog", into: session)
        #expect(late.preview == .rejected(.levelOver))
        #expect(late.published.isEmpty)
        #expect(late.message == "CAT accepted: +50 points")
    }

    @Test func aBareQLightsTheQuTileWhileTheWordIsTooShort() {
        let session = PlaySessionTests.session()
        session.apply(.letterTyped("q"))
        #expect(session.state.path == [Position(row: 3, column: 1)])
        #expect(session.state.wordStatus == .rejected(.tooShort))
        #expect(
            WordLineWidget.describe(session.state.wordStatus, minWordLength: 3, glyphs: Theme().glyphs)?.text
                == "too short: words need at least 3 letters")
    }

    @Test func aPickedPathIsPreviewedAsEnterGivesIt() {
        let session = PlaySessionTests.session()
        session.apply(.cursorTilePicked)
        session.apply(.cursorMoved(rows: 0, columns: 1))
        session.apply(.cursorTilePicked)
        #expect(session.state.currentWord == "CA")
        #expect(session.state.wordStatus == .rejected(.tooShort))
        var published: [RejectedWord] = []
        let token = session.game.events.addObserver { if case .wordRejected(let word) = $0 { published.append(word) } }
        defer { token.cancel() }
        session.apply(.wordSubmitted)
        #expect(published == [RejectedWord(word: "CA", reason: .tooShort, isPath: true)])
        #expect(session.state.message?.text == "CA: too short: words need at least 3 letters")
    }
}
