/// A base form WordNet has (the word itself, or what an inflected word comes from), with its senses.
package struct WordNetEntry: Hashable, Sendable {
    /// The lemma, lower case (`dog` for `dogs`).
    package var lemma: String
    /// The senses, by part of speech in WordNet's order (noun, verb, adjective, adverb), most frequent first.
    package var senses: [WordNetSense]

    package init(lemma: String, senses: [WordNetSense]) {
        self.lemma = lemma
        self.senses = senses
    }
}
