import Foundation
import Testing

@testable import WordfallWordNet

/// Slur senses are known as the word list's script knows them (issue 26): the review, which shows a
/// word's first meaning, must never show one.
@Suite struct WordNetSlurTests {
    @Test func aGlossOrAnEthnicSlurDomainMarksASense() {
        #expect(
            WordNet.isSlur(
                gloss: "(ethnic slur) offensive term for a person of Irish descent", pointers: ["0"], lemma: 1))
        #expect(WordNet.isSlur(gloss: "(offensive British slang) term used by the British", pointers: ["0"], lemma: 1))
        #expect(!WordNet.isSlur(gloss: "a field where rice is grown", pointers: ["0"], lemma: 1))
        // Black, Black_person, blackamoor: the domain pointer 0301 marks the third lemma alone.
        let pointers = ["2", "@", "00007846", "n", "0000", ";u", "06718862", "n", "0301"]
        #expect(!WordNet.isSlur(gloss: "a person with dark skin", pointers: pointers, lemma: 1))
        #expect(WordNet.isSlur(gloss: "a person with dark skin", pointers: pointers, lemma: 3))
        let whole = ["1", ";u", "06718862", "n", "0000"]
        #expect(WordNet.isSlur(gloss: "a term", pointers: whole, lemma: 2))
        // A damaged pointer count is no slur and no trap.
        #expect(!WordNet.isSlur(gloss: "a term", pointers: ["9", ";u"], lemma: 1))
    }

    /// The installed WordNet's "paddy": the rice field first, WordNet's capitalised Paddy marked.
    @Test(.enabled(if: FileManager.default.fileExists(atPath: "/usr/share/wordnet/data.noun")))
    func theInstalledPaddyHasOneSlurSense() throws {
        let wordNet = try WordNet(directory: "/usr/share/wordnet")
        let senses = wordNet.entries(for: "paddy").flatMap(\.senses)
        #expect(senses.filter(\.isSlur).count == 1)
        #expect(senses.contains { !$0.isSlur && $0.definition.contains("rice") })
    }
}
