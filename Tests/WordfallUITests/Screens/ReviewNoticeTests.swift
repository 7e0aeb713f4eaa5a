import Testing
import WordfallCore

@testable import WordfallUI

@Suite struct ReviewNoticeTests {
    @Test func aResultThatCouldNotBeSavedIsSaidInFullAt80By24() {
        let notice =
            "Your result could not be saved to /home/player/.local/share/wordfall/wordfall.sqlite3: database or "
            + "disk is full. Everything saved before is unchanged; the game goes on."
        var review = GameScreenState.Review(
            completed: true, score: 300, stars: 2, bestWord: .init(word: "CODER", points: 300),
            missedWords: (1...5).map { .init(word: "WORD\($0)", points: 100 - $0) })
        review.notice = notice
        let lines = ScreenBuffer.render(width: 80, height: 24) { buffer in
            ReviewScreen(review: review, goals: []).draw(
                in: Rect(x: 0, y: 0, width: 80, height: 22), on: &buffer, theme: Theme(unicode: false, color: false))
        }
        let text = lines.map { $0.trimmingCharacters() }.joined(separator: " ")
        #expect(text.contains("/home/player/.local/share/wordfall/wordfall.sqlite3:"))
        #expect(text.contains("the game goes on."))
        #expect(text.contains("r retry"))
    }
}

extension ScreenBuffer {
    static func render(width: Int, height: Int, _ draw: (inout ScreenBuffer) -> Void) -> [String] {
        var buffer = ScreenBuffer(width: width, height: height)
        draw(&buffer)
        return buffer.lines
    }
}

extension String {
    /// The text between the box's borders, without the padding.
    func trimmingCharacters() -> String {
        let inner = drop { $0 == " " || $0 == "|" }.reversed().drop { $0 == " " || $0 == "|" }.reversed()
        return String(inner)
    }
}

/// The play-test's narrow window cut "DOMINOES (4,680 points" at the review box's edge.
@Suite struct ReviewFigureTests {
    @Test func aLongFigureWrapsUnderItsColumnNeverCut() {
        let review = GameScreenState.Review(
            completed: true, score: 25_920, stars: 3, bestWord: .init(word: "DOMINOES", points: 4_680),
            longestWord: .init(word: "DOMINOES", points: 4_680))
        let lines = ReviewScreen(review: review, goals: []).lines(width: 30, theme: Theme(unicode: false, color: false))
            .map { $0.map(\.text).joined() }
        #expect(lines.contains { $0.hasPrefix("Best word") && $0.hasSuffix("DOMINOES (4,680") })
        #expect(lines.contains { $0 == String(repeating: " ", count: 14) + "points)" })
    }
}
