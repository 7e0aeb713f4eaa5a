import Testing
import WordfallUI

@Suite struct ShareTextTests {
    @Test func theShareTextHasTheFiguresButNotTheWords() {
        let lines = ShareText.lines(
            day: "2026-11-24", generator: 1, rank: "Solid", score: 1500, total: 9820, words: 12, bestWordLength: 7,
            unicode: false)
        #expect(
            lines == [
                "wordfall daily 2026-11-24 (generator 1)",
                "Solid #####.....",
                "1,500 of 9,820 points (15%)",
                "12 words, best word 7 letters",
            ])
        #expect(lines.allSatisfy { $0.unicodeScalars.allSatisfy(\.isASCII) })
        let unicode = ShareText.lines(
            day: "2026-11-24", generator: 1, rank: "Queen Bee", score: 9820, total: 9820, words: 69, bestWordLength: 7,
            unicode: true)
        #expect(unicode[1] == "Queen Bee ●●●●●●●●●●")
    }
}
