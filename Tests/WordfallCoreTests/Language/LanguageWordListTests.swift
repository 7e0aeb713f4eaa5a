import Foundation
import Testing
import WordfallTestSupport

@testable import WordfallCore

/// The committed lists of the languages made by scripts/make-language.py after Catalan (Italian,
/// Portuguese, French, Dutch, German, Spanish, Polish): each index is what its words.txt builds, every word is
/// spelled as the game's TileSet reads it, its data fits 4 MB, and no reviewed offensive word is offered on
/// any board its bag draws.
@Suite struct LanguageWordListTests {
    static let languages: [Language] = [.italian, .portuguese, .french, .dutch, .german, .spanish, .polish]

    static func directory(_ language: Language) -> String {
        Repository.root.appendingPathComponent("Resources/" + language.dictionaryFolder).path
    }

    static func lines(_ name: String, of language: Language) throws -> [[Substring]] {
        try String(contentsOfFile: directory(language) + "/" + name, encoding: .utf8).split(separator: "\n").map {
            $0.split(separator: "\t", omittingEmptySubsequences: false)
        }
    }

    /// The reviewed words of offensive.txt, in real spelling, with their categories.
    static func offensive(_ language: Language) throws -> [(word: String, category: String)] {
        try String(contentsOfFile: directory(language) + "/offensive.txt", encoding: .utf8)
            .split(separator: "\n").filter { !$0.hasPrefix("#") }
            .map { line in
                let fields = line.split(separator: " ", maxSplits: 2)
                return (String(fields[0]), String(fields[1]))
            }
    }

    @Test(arguments: languages) func theIndexIsWhatTheListBuilds(language: Language) throws {
        let words = try Lexicon(
            contentsOfFile: Self.directory(language) + "/words.txt", codeDigits: language.tiles.isWide)
        let neverOffered = words.neverOfferedWords()
        func nodes(_ lexicon: Lexicon) -> [UInt64] {
            Array(UnsafeBufferPointer(start: lexicon.nodes, count: lexicon.nodeCount))
        }
        let built = LexiconTrie.fileBytes(
            nodes: nodes(words), wordCount: words.count, neverOffered: nodes(neverOffered),
            neverOfferedCount: neverOffered.count, wide: words.isWide)
        let committed = [UInt8](try Data(contentsOf: URL(fileURLWithPath: Self.directory(language) + "/words.trie")))
        #expect(ByteComparison.difference(committed, built) == nil)
        #expect(words.count > 60_000)
    }

    @Test(arguments: languages) func theDataFitsFourMegabytes(language: Language) throws {
        let folder = Self.directory(language)
        let files = try FileManager.default.contentsOfDirectory(atPath: folder)
        let bytes = try files.reduce(0) { total, name in
            total + ((try FileManager.default.attributesOfItem(atPath: folder + "/" + name)[.size] as? Int) ?? 0)
        }
        #expect(bytes <= 4_000_000, "\(bytes) bytes")
        #expect(files.contains("WORDFREQ-LICENSE.txt") && files.contains("README.md"))
        #expect(files.contains { $0.hasPrefix("HUNSPELL-") })
    }

    /// The script's tile spelling and the game's agree, word by word.
    @Test(arguments: languages) func everyWordIsSpelledAsTheTilesReadIt(language: Language) throws {
        let tiles = language.tiles
        var mismatches: [String] = []
        for fields in try Self.lines("spellings.txt", of: language) {
            let spelled = String(fields[0]).uppercased()
            for real in fields.dropFirst() where tiles.tileSpelling(of: String(real)) != spelled {
                mismatches.append("\(real) is not \(spelled)")
            }
        }
        for fields in try Self.lines("words.txt", of: language) {
            let spelled = String(fields[0]).uppercased()
            if tiles.tileSpelling(of: tiles.faces(of: spelled)) != spelled { mismatches.append(spelled) }
        }
        #expect(mismatches.isEmpty, "\(mismatches.prefix(20))")
    }

    /// Every reviewed word is refused (a slur) or accepted and never offered, and none of them is offered
    /// among the words of 30 random 5x5 boards drawn from the language's bag, hints' and reviews' source.
    @Test(arguments: languages) func offensiveWordsAreNeverOffered(language: Language) throws {
        let lexicon = try Lexicon.bundled(language)
        let never = lexicon.neverOfferedWords()
        let reviewed = try Self.offensive(language)
        #expect(reviewed.count >= 100)
        var offensive: Set<String> = []
        for (word, category) in reviewed {
            let spelled = try #require(language.tiles.tileSpelling(of: word), "\(word)")
            offensive.insert(spelled)
            #expect(lexicon.entry(for: spelled)?.isOffered != true, "\(word)")
            #expect(never.contains(spelled), "\(word)")
            #expect(lexicon.contains(spelled) == (category != "slur"), "\(word)")
        }
        var random = SplitMix64(seed: 39)
        var offered = 0
        for _ in 0..<30 {
            let board = Board.random(rows: 5, columns: 5, bag: language.tiles.bag, using: &random)
            let words = lexicon.words(on: board, minLength: 3).filter(\.isOffered)
            offered += words.count
            #expect(words.allSatisfy { !offensive.contains($0.word) }, "\(words.map(\.word))")
        }
        #expect(offered > 300, "the boards hold words to offer")
    }

    /// Words that fold together show the most used (docs/RULES.md, "Languages"): French des, dès and dés
    /// are the tiles DES and show `des`; école is ECOLE and shows `école`; English quoted in Dutch is never
    /// offered.
    @Test func foldedWordsShowTheMostUsedSpelling() throws {
        let french = try Self.lines("spellings.txt", of: .french)
        #expect(french.contains(["des", "des", "dès", "dés"]))
        #expect(french.contains(["ecole", "école"]))
        #expect(french.contains(["eleve", "élevé", "élève"]))
        let dutch = try Lexicon.bundled(.dutch)
        #expect(dutch.entry(for: "THE")?.isExpected == false && dutch.entry(for: "IJS")?.isExpected == true)
        #expect(try Lexicon.bundled(.french).entry(for: "PEOPLE")?.isExpected == false)
    }
}
