import Foundation
import Testing
import WordfallTestSupport

@testable import WordfallCore

/// Issue 26's measure of the words the game offers: over the starter pack, 30 dailies and 30 generated
/// levels, the 200 words offered most often (hints played out, the review's best missed words, the
/// daily's best words, generated goals and titles) are words a person knows: none is a slur or vulgar,
/// and none is used less than once in 100 million words (wordfreq's Zipf 2.0, kept in zipf.txt) unless
/// a reviewed list (additions.txt) says why, or it is the -ier or -iest form of an offered -y adjective
/// (HARDIEST, from Zipf 1.5).
@Suite struct OfferedWordsTests {
    static let dictionary = Repository.root.appendingPathComponent("Resources/Dictionary")

    /// zipf.txt: each word of the list and the Zipf frequency its tier was made from.
    static func zipf() throws -> [String: Double] {
        let text = try String(contentsOf: dictionary.appendingPathComponent("zipf.txt"), encoding: .utf8)
        var values: [String: Double] = [:]
        for line in text.split(separator: "\n") {
            let fields = line.split(separator: "\t")
            if fields.count == 2, let value = Double(fields[1]) { values[String(fields[0]).uppercased()] = value }
        }
        return values
    }

    /// HARDIEST, HAIRIER: the -ier or -iest form, from Zipf 1.5, of a -y adjective offered at tier 20 or
    /// less (docs/RULES.md, "Word tiers").
    static func isComparative(_ word: String, lexicon: Lexicon, zipf: Double) -> Bool {
        let lower = word.lowercased()
        let stem = lower.hasSuffix("iest") ? lower.dropLast(4) : lower.hasSuffix("ier") ? lower.dropLast(3) : nil
        guard let stem, zipf >= 1.5, let tier = lexicon.tier(of: stem + "y") else { return false }
        return tier <= 20
    }

    /// The words additions.txt keeps offered whatever their use: the reviewed list.
    static func reviewed() throws -> Set<String> {
        let text = try String(contentsOf: dictionary.appendingPathComponent("additions.txt"), encoding: .utf8)
        return Set(
            text.split(separator: "\n").filter { !$0.hasPrefix("#") }.compactMap {
                $0.split(separator: " ").first.map { String($0).uppercased() }
            })
    }

    /// Counts what one level offers: its hints, each played, until none is left (at most 40), and the
    /// review's ten best missed words, before a move and after the hints.
    static func offered(by level: Level, lexicon: Lexicon, into counts: inout [String: Int]) {
        let empty = Game(level: level, lexicon: lexicon)
        empty.start()
        for word in empty.review(missedLimit: 10).missedWords { counts[word.word, default: 0] += 1 }
        var hinted = level
        hinted.rules.hints = 40
        let game = Game(level: hinted, lexicon: lexicon)
        var hints: [Hint] = []
        let token = game.events.addObserver { event in
            if case .hintShown(let hint) = event { hints.append(hint) }
        }
        defer { withExtendedLifetime(token) {} }
        game.start()
        for _ in 0..<40 where game.status == .playing {
            hints = []
            game.hint()
            guard let hint = hints.last, let word = hint.word, let path = hint.path else { break }
            counts[word, default: 0] += 1
            game.submit(path: path)
        }
        for word in game.review(missedLimit: 10).missedWords { counts[word.word, default: 0] += 1 }
    }

    @Test func theWordsOfferedMostAreWordsAPersonKnows() throws {
        let lexicon = try Lexicon.bundled()
        let zipf = try Self.zipf()
        let reviewed = try Self.reviewed()
        var counts: [String: Int] = [:]
        let starter = StarterLevelWordsTests.levels
        #expect(starter.count >= 13)
        for level in starter { Self.offered(by: level, lexicon: lexicon, into: &counts) }
        let generated = LevelGenerator(seed: 26, count: 30, size: nil, lexicon: lexicon, dictionaryName: nil).generate()
        for output in generated.levels {
            Self.offered(by: output.level, lexicon: lexicon, into: &counts)
            counts[String(output.level.title.prefix { $0 != ":" }).uppercased(), default: 0] += 1
            for goal in output.level.goals {
                if case .word(let word) = goal.kind { counts[word.uppercased(), default: 0] += 1 }
            }
        }
        for number in 0..<30 {
            let puzzle = DailyPuzzle(day: CalendarDay(dayNumber: 20_780 + number), lexicon: lexicon)
            let best = puzzle.words.sorted { ($0.points, $1.word) > ($1.points, $0.word) }.prefix(10)
            for word in best { counts[word.word, default: 0] += 1 }
        }
        let top = counts.sorted { ($0.value, $1.key) > ($1.value, $0.key) }.prefix(200).map(\.key)
        #expect(top.count == 200)
        for word in top {
            #expect(lexicon.entry(for: word)?.category == .ordinary, "\(word) is offered but never offered")
            let value = zipf[word] ?? 0
            #expect(
                value >= 2.0 || reviewed.contains(word) || Self.isComparative(word, lexicon: lexicon, zipf: value),
                "\(word): Zipf \(value), in no reviewed list")
        }
    }

    /// unoffered.txt's words (contraction look-alikes such as WHATS, fragments such as HOC, British slang
    /// such as PRAT: the play-tests met them offered and did not know them) are accepted, never offered.
    @Test func theReviewedUnofferedWordsAreAcceptedButNeverOffered() throws {
        let lexicon = try Lexicon.bundled()
        let text = try String(contentsOf: Self.dictionary.appendingPathComponent("unoffered.txt"), encoding: .utf8)
        let words = text.split(separator: "\n").filter { !$0.hasPrefix("#") }.compactMap {
            $0.split(separator: " ").first.map { String($0).uppercased() }
        }
        #expect(words.count >= 20)
        for word in words {
            #expect(lexicon.contains(word), "\(word) is still accepted")
            #expect(!lexicon.isExpected(word), "\(word) is never offered")
        }
    }
}
