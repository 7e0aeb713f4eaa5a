import Foundation
import Testing
import WordfallTestSupport

@testable import WordfallCore

/// Issue 39's measure for the languages made by scripts/make-language.py with a reviewed list of names
/// (German, Spanish, Polish): over 30 dailies and 30 generated levels of the language, what is offered
/// (hints played out, the review's best missed words, the daily's best words, generated goals) holds no
/// reviewed offensive word and no reviewed name, and the 200 words offered most often are used at Zipf 2.0 or
/// more.
@Suite struct LanguageOfferedWordsTests {
    static let languages: [Language] = [.german, .spanish, .polish]

    /// Each tile spelling's highest Zipf among its written forms (zipf.txt, in real spelling).
    static func zipf(_ language: Language) throws -> [String: Double] {
        var values: [String: Double] = [:]
        for fields in try LanguageWordListTests.lines("zipf.txt", of: language) where fields.count >= 2 {
            guard let spelled = language.tiles.tileSpelling(of: String(fields[0])), let value = Double(fields[1])
            else { continue }
            values[spelled] = max(values[spelled] ?? 0, value)
        }
        return values
    }

    /// The tile spellings of names.txt's names, where the language has one.
    static func names(_ language: Language) throws -> Set<String> {
        let path = LanguageWordListTests.directory(language) + "/names.txt"
        guard FileManager.default.fileExists(atPath: path) else { return [] }
        return Set(
            try String(contentsOfFile: path, encoding: .utf8).split(separator: "\n").filter { !$0.hasPrefix("#") }
                .compactMap { language.tiles.tileSpelling(of: String($0)) })
    }

    @Test(arguments: languages) func nothingOfferedIsOffensiveOrAName(language: Language) throws {
        let lexicon = try Lexicon.bundled(language)
        let offensive = Set(
            try LanguageWordListTests.offensive(language).compactMap { language.tiles.tileSpelling(of: $0.word) })
        let names = try Self.names(language)
        var counts: [String: Int] = [:]
        let generated = LevelGenerator(
            seed: 39, count: 30, size: nil, lexicon: lexicon, dictionaryName: nil, language: language
        ).generate()
        #expect(generated.levels.count == 30)
        for output in generated.levels {
            OfferedWordsTests.offered(by: output.level, lexicon: lexicon, into: &counts)
            for goal in output.level.goals {
                if case .word(let word) = goal.kind { counts[word.uppercased(), default: 0] += 1 }
            }
        }
        for number in 0..<30 {
            let puzzle = DailyPuzzle(day: CalendarDay(dayNumber: 20_780 + number), language: language, lexicon: lexicon)
            #expect(puzzle.words.allSatisfy { !offensive.contains($0.word) && !names.contains($0.word) })
            let best = puzzle.words.sorted { ($0.points, $1.word) > ($1.points, $0.word) }.prefix(10)
            for word in best { counts[word.word, default: 0] += 1 }
        }
        let offered = Set(counts.keys)
        #expect(offered.count > 300, "\(offered.count) words offered")
        #expect(offered.isDisjoint(with: offensive), "\(offered.intersection(offensive).sorted())")
        #expect(offered.isDisjoint(with: names), "\(offered.intersection(names).sorted())")
        let zipf = try Self.zipf(language)
        let top = counts.sorted { ($0.value, $1.key) > ($1.value, $0.key) }.prefix(200).map(\.key)
        #expect(top.count == 200)
        for word in top {
            #expect(lexicon.entry(for: word)?.category == .ordinary, "\(word) is offered but never offered")
            #expect((zipf[word] ?? 0) >= 2.0, "\(word): Zipf \(zipf[word] ?? 0)")
        }
    }
}
