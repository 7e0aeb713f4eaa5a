import Foundation
import Testing

@testable import WordfallWordNet

/// WordNet read from a small database written here in WordNet's own formats (so the tests do not
/// depend on the installed one), plus the installed one when it is there.
@Suite struct WordNetTests {
    /// A folder with index.noun/verb, data.noun/verb and noun.exc/verb.exc in WordNet 3's formats,
    /// with offsets computed as the real files have them.
    static func makeDatabase() throws -> String {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("wordnet-\(UUID())").path
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        let license = "  1 This software and database is provided by Princeton University.  \n"
        func data(_ glosses: [(words: [String], gloss: String)]) -> (text: String, offsets: [Int]) {
            var text = license
            var offsets: [Int] = []
            for entry in glosses {
                let offset = text.utf8.count
                offsets.append(offset)
                let words = entry.words.map { "\($0) 0" }.joined(separator: " ")
                let hex = String(entry.words.count, radix: 16)
                let line =
                    "\(String(repeating: "0", count: 8 - String(offset).count))\(offset) 05 n "
                    + "\(hex.count == 1 ? "0" + hex : hex) \(words) 000 | \(entry.gloss)  \n"
                text += line
            }
            return (text, offsets)
        }
        let nouns = data([
            (["dog", "domestic_dog", "Canis_familiaris"], "a member of the genus Canis; \"the dog barked all night\""),
            (["goose"], "web-footed long-necked typically gregarious migratory aquatic birds"),
            (["mouse"], "any of numerous small rodents"),
        ])
        let verbs = data([(["dog", "chase"], "go after with the intent to catch; \"The policeman chased the mugger\"")])
        try nouns.text.write(toFile: folder + "/data.noun", atomically: true, encoding: .utf8)
        try verbs.text.write(toFile: folder + "/data.verb", atomically: true, encoding: .utf8)
        let nounIndex =
            license + "dog n 1 1 @ 1 0 \(pad(nouns.offsets[0]))  \n" + "goose n 1 1 @ 1 0 \(pad(nouns.offsets[1]))  \n"
            + "mouse n 1 1 @ 1 0 \(pad(nouns.offsets[2]))  \n"
        try nounIndex.write(toFile: folder + "/index.noun", atomically: true, encoding: .utf8)
        try (license + "dog v 1 1 @ 1 0 \(pad(verbs.offsets[0]))  \n").write(
            toFile: folder + "/index.verb", atomically: true, encoding: .utf8)
        try "geese goose\nmice mouse\n".write(toFile: folder + "/noun.exc", atomically: true, encoding: .utf8)
        try "dogged dog\n".write(toFile: folder + "/verb.exc", atomically: true, encoding: .utf8)
        return folder
    }

    static func pad(_ offset: Int) -> String { String(repeating: "0", count: 8 - String(offset).count) + "\(offset)" }

    @Test func findsAWordsSensesWithTheirPartsOfSpeech() throws {
        let folder = try Self.makeDatabase()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let wordNet = try WordNet(directory: folder)
        let entries = wordNet.entries(for: "Dog")
        #expect(entries.map(\.lemma) == ["dog"])
        let senses = try #require(entries.first?.senses)
        #expect(senses.map(\.partOfSpeech) == [.noun, .verb])
        #expect(senses[0].definition == "a member of the genus Canis")
        #expect(senses[0].examples == ["the dog barked all night"])
        #expect(senses[0].synonyms == ["domestic dog", "Canis familiaris"])
        #expect(senses[1].synonyms == ["chase"])
    }

    @Test func inflectedFormsThroughExceptionsAndSuffixRules() throws {
        let folder = try Self.makeDatabase()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let wordNet = try WordNet(directory: folder)
        #expect(wordNet.entries(for: "geese").map(\.lemma) == ["goose"])
        #expect(wordNet.entries(for: "mice").map(\.lemma) == ["mouse"])
        #expect(wordNet.entries(for: "dogs").map(\.lemma) == ["dog"])
        // "dogs" is a plural noun and a verb's third person; "dogged" only the verb's past (an exception).
        #expect(wordNet.entries(for: "dogs").first?.senses.map(\.partOfSpeech) == [.noun, .verb])
        #expect(wordNet.entries(for: "dogged").first?.senses.map(\.partOfSpeech) == [.verb])
        // A doubled consonant is not a suffix rule: without an exception, "dogging" is not found.
        #expect(wordNet.entries(for: "dogging").isEmpty)
    }

    @Test func aWordWithNoEntryHasNone() throws {
        let folder = try Self.makeDatabase()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let wordNet = try WordNet(directory: folder)
        for word in ["zzz", "a", "", "dogx", "aaaa", "zzzzzzzzzzzzzzzzzzzz", "princeton"] {
            #expect(wordNet.entries(for: word).isEmpty, "\(word)")
        }
    }

    @Test func aFolderWithoutWordNetSaysItIsNotInstalled() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("no-wordnet-\(UUID())").path
        #expect(throws: WordNetError.notInstalled(directory: folder)) { try WordNet(directory: folder) }
    }

    @Test(.enabled(if: FileManager.default.fileExists(atPath: "/usr/share/wordnet/index.noun")))
    func theInstalledDatabase() throws {
        let wordNet = try WordNet(directory: WordNet.defaultDirectory)
        #expect(wordNet.entries(for: "dog").first?.senses.first?.definition.contains("Canis") == true)
        #expect(wordNet.entries(for: "ran").map(\.lemma).contains("run"))
        #expect(wordNet.entries(for: "happier").map(\.lemma) == ["happy"])
        #expect(wordNet.entries(for: "aardvark").count == 1)
        #expect(wordNet.entries(for: "zymurgy").count == 1)
        #expect(wordNet.entries(for: "qwxz").isEmpty)
        #expect(wordNet.entries(for: "Ice  Cream").map(\.lemma) == ["ice cream"])
    }
}

/// A damaged data file (a word count negative, huge, or past the line's end) gives no sense for that
/// line, never a trap: `define` and the end-of-level screen look meanings up.
@Suite struct DamagedWordNetTests {
    @Test(arguments: ["-1", "-7fffffffffffffff", "7fffffffffffffff", "40000000000000", "09", "zz"])
    func aDamagedWordCountGivesNoSense(_ count: String) throws {
        let line = Array("00001234 05 n \(count) goose 0 000 | web-footed birds".utf8)
        #expect(WordNet.sense(line, part: .noun, lemma: "goose") == nil)
        let sound = Array("00001234 05 n 01 goose 0 000 | web-footed birds".utf8)
        #expect(WordNet.sense(sound, part: .noun, lemma: "goose")?.definition == "web-footed birds")
    }

    @Test func aDamagedDataFileStillAnswersDefine() throws {
        let folder = try WordNetTests.makeDatabase()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let path = folder + "/data.noun"
        let text = try String(contentsOfFile: path, encoding: .utf8)
        // The goose's word count (01) made negative in place, as a bit flip or a hand edit would.
        try text.replacingOccurrences(of: " n 01 goose", with: " n -1 goose").write(
            toFile: path, atomically: true, encoding: .utf8)
        let wordNet = try WordNet(directory: folder)
        #expect(wordNet.entries(for: "goose").flatMap(\.senses) == [])
        #expect(wordNet.entries(for: "mouse").first?.senses.first?.definition == "any of numerous small rodents")
    }
}

/// An inflection's first meaning is a sense that fits it (issue 40), on the installed WordNet.
@Suite(.enabled(if: FileManager.default.fileExists(atPath: "/usr/share/wordnet/index.noun")))
struct InflectionSenseTests {
    static func firstDefinition(_ word: String) throws -> String? {
        try WordNet(directory: "/usr/share/wordnet").entries(for: word).first?.senses.first?.definition
    }

    @Test func teared() throws {
        #expect(try Self.firstDefinition("teared") == "fill with tears or shed tears")
        // The irregular form keeps rip's sense (TORE is also a noun of its own, a torus, listed first).
        let tore = try WordNet(directory: "/usr/share/wordnet").entries(for: "tore").first { $0.lemma == "tear" }
        #expect(tore?.senses.first?.definition == "separate or cause to separate abruptly")
    }

    @Test func ails() throws {
        #expect(try Self.firstDefinition("ails") == "be ill or unwell")
    }

    @Test func commonInflectionsKeepTheirFirstSense() throws {
        #expect(try Self.firstDefinition("kids")?.hasPrefix("a young person") == true)
        #expect(try Self.firstDefinition("dogs")?.hasPrefix("a member of the genus Canis") == true)
        #expect(try Self.firstDefinition("walked")?.hasPrefix("use one's feet") == true)
    }
}
