/// One sense of a word: a synset's gloss, with its other words.
public struct WordNetSense: Hashable, Sendable {
    public var partOfSpeech: PartOfSpeech
    /// The definition, without the examples (`a member of the genus Canis ...`).
    public var definition: String
    /// The examples the gloss gives, without their quotes.
    public var examples: [String]
    /// The synset's other words, spaces for WordNet's underscores.
    public var synonyms: [String]

    public init(partOfSpeech: PartOfSpeech, definition: String, examples: [String], synonyms: [String]) {
        self.partOfSpeech = partOfSpeech
        self.definition = definition
        self.examples = examples
        self.synonyms = synonyms
    }
}
