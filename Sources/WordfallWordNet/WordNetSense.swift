/// One sense of a word: a synset's gloss, with its other words.
package struct WordNetSense: Hashable, Sendable {
    package var partOfSpeech: PartOfSpeech
    /// The definition, without the examples (`a member of the genus Canis ...`).
    package var definition: String
    /// The examples the gloss gives, without their quotes.
    package var examples: [String]
    /// The synset's other words, spaces for WordNet's underscores.
    package var synonyms: [String]
    /// Whether this sense is a slur, as scripts/make-wordlist.py judges it: WordNet's usage domain
    /// "ethnic slur" (for the whole synset or this lemma), or a gloss that says "(ethnic slur)",
    /// "offensive term for" or "(offensive slang)". Shown only to a player who asks for the word.
    package var isSlur: Bool
    /// Whether the word is its synset's first (GARLIC, not AIL, heads garlic's synset), and whether the
    /// sense is among those WordNet saw used in its tagged texts (the index's `tagsense_cnt` first
    /// senses): what `WordNet.fitted` orders an inflection's senses by.
    var isHeadword = true
    var isTagged = true
    /// The synset's offset in its data file, and the noun synsets it is derivationally related to
    /// (`+` pointers from this word): TEAR, to shed tears, is related to the noun TEAR, a drop.
    var offset = 0
    var relatedNouns: [Int] = []

    package init(
        partOfSpeech: PartOfSpeech, definition: String, examples: [String], synonyms: [String], isSlur: Bool = false
    ) {
        self.partOfSpeech = partOfSpeech
        self.definition = definition
        self.examples = examples
        self.synonyms = synonyms
        self.isSlur = isSlur
    }
}
