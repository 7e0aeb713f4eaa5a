/// One sense of a word: a synset's gloss, with its other words.
package struct WordNetSense: Hashable, Sendable {
    package var partOfSpeech: PartOfSpeech
    /// The definition, without the examples (`a member of the genus Canis ...`).
    package var definition: String
    /// The examples the gloss gives, without their quotes.
    package var examples: [String]
    /// The synset's other words, spaces for WordNet's underscores.
    package var synonyms: [String]

    package init(partOfSpeech: PartOfSpeech, definition: String, examples: [String], synonyms: [String]) {
        self.partOfSpeech = partOfSpeech
        self.definition = definition
        self.examples = examples
        self.synonyms = synonyms
    }
}
