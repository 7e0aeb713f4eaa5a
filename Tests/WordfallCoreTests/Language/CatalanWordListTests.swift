import Foundation
import Testing
import WordfallTestSupport

@testable import WordfallCore

/// The committed Catalan list (Resources/Dictionary/ca, made by scripts/make-language.py): its index is
/// what its words.txt builds, every word is spelled as the game's TileSet reads it, and its reviewed
/// offensive words are refused or never offered.
@Suite struct CatalanWordListTests {
    static let directory = Repository.root.appendingPathComponent("Resources/Dictionary/ca").path

    static func lines(_ name: String) throws -> [[Substring]] {
        try String(contentsOfFile: directory + "/" + name, encoding: .utf8).split(separator: "\n").map {
            $0.split(separator: "\t", omittingEmptySubsequences: false)
        }
    }

    @Test func theIndexIsWhatTheListBuilds() throws {
        let words = try Lexicon(contentsOfFile: Self.directory + "/words.txt")
        let neverOffered = words.neverOfferedWords()
        func nodes(_ lexicon: Lexicon) -> [UInt64] {
            Array(UnsafeBufferPointer(start: lexicon.nodes, count: lexicon.nodeCount))
        }
        let built = LexiconTrie.fileBytes(
            nodes: nodes(words), wordCount: words.count, neverOffered: nodes(neverOffered),
            neverOfferedCount: neverOffered.count)
        let committed = [UInt8](try Data(contentsOf: URL(fileURLWithPath: Self.directory + "/words.trie")))
        #expect(ByteComparison.difference(committed, built) == nil)
        #expect(words.count > 60_000)
    }

    /// The script's tile spelling and the game's agree, word by word: every real spelling it kept reads
    /// as its line's tile spelling, and every tile spelling's faces read back as it.
    @Test func everyWordIsSpelledAsTheTilesReadIt() throws {
        let tiles = TileSet.catalan
        var mismatches: [String] = []
        for fields in try Self.lines("spellings.txt") {
            let spelled = String(fields[0]).uppercased()
            for real in fields.dropFirst() where tiles.tileSpelling(of: String(real)) != spelled {
                mismatches.append("\(real) is not \(spelled)")
            }
        }
        for fields in try Self.lines("words.txt") {
            let spelled = String(fields[0]).uppercased()
            if tiles.tileSpelling(of: tiles.faces(of: spelled)) != spelled { mismatches.append(spelled) }
        }
        #expect(mismatches.isEmpty, "\(mismatches.prefix(20))")
    }

    @Test func wordsArePlayedAndOffensiveOnesAreNot() throws {
        let lexicon = try Lexicon.bundled(.catalan)
        #expect(lexicon === (try Lexicon.bundled(.catalan)), "mapped once, then shared")
        for word in ["col·legi", "plaça", "quatre", "canya", "cafè", "llum"] {
            let spelled = try #require(TileSet.catalan.tileSpelling(of: word))
            #expect(lexicon.contains(spelled), "\(word)")
            #expect(lexicon.isExpected(spelled), "\(word)")
        }
        let never = lexicon.neverOfferedWords()
        for word in ["merda", "collons", "puta", "marieta", "negrata", "maricó"] {
            let spelled = try #require(TileSet.catalan.tileSpelling(of: word))
            #expect(!lexicon.isExpected(spelled), "\(word)")
            #expect(never.contains(spelled), "\(word)")
        }
        // A slur is refused: known only to be refused, no word of the list.
        #expect(!lexicon.contains("NEGRATA") && lexicon.contains("MERDA"))
        #expect(try Self.lines("offensive.txt").count(where: { !$0[0].hasPrefix("#") }) >= 60)
    }

    @Test func aCatalanLevelFileReadsAndWritesItsTiles() throws {
        let text = """
            {"format": 1, "title": "Prova", "language": "ca",
             "board": {"letters": ["C[L·L]ASO", "OEGIR", "PLAÇA", "QTNES"]},
             "goals": [{"type": "words", "count": 3}]}
            """
        let level = try LevelLoader().load(bytes: Array(text.utf8), path: "prova.json")
        #expect(level.language == .catalan)
        #expect(level.bag == TileSet.catalan.bag)
        guard case .fixed(let board) = level.board else { throw CancellationError() }
        #expect(board.rowStrings == ["CWASO", "OEGIR", "PLAKA", "QTNES"])
        #expect(board.tiles[1].value == 10 && board.tiles[0].value == 2)
        #expect(level.fileText.contains("\"language\": \"ca\""))
        #expect(level.fileText.contains("[\"C[L·L]ASO\", \"OEGIR\", \"PLAÇA\", \"QTNES\"]"))
        let again = try LevelLoader().load(bytes: Array(level.fileText.utf8), path: "prova.json")
        #expect(again == level)
        let bad = text.replacingOccurrences(of: "PLAÇA", with: "PLA9A")
        #expect(throws: LevelError.self) { try LevelLoader().load(bytes: Array(bad.utf8), path: "bad.json") }
    }
}
