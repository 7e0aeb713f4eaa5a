import WordfallWordNet

/// WordNet's entries as text: in full for `wordfall define`, short for the game's screens.
enum DefinitionText {
    /// Every sense, numbered per part of speech, with its synonyms and examples:
    ///
    ///     dog
    ///       n. 1. a member of the genus Canis ...
    ///             also: domestic dog, Canis familiaris
    ///             "the dog barked all night"
    static func full(_ entries: [WordNetEntry], word: String) -> [String] {
        let word = asked(word)
        var lines: [String] = []
        for entry in entries {
            lines.append(entry.lemma == word ? entry.lemma : "\(entry.lemma) (from \(word))")
            var numbers: [PartOfSpeech: Int] = [:]
            for sense in entry.senses {
                let number = (numbers[sense.partOfSpeech] ?? 0) + 1
                numbers[sense.partOfSpeech] = number
                let head = "  \(sense.partOfSpeech.abbreviation) \(number). "
                lines.append(head + sense.definition)
                let indent = String(repeating: " ", count: head.count)
                if !sense.synonyms.isEmpty { lines.append(indent + "also: " + sense.synonyms.joined(separator: ", ")) }
                for example in sense.examples { lines.append(indent + "\"\(example)\"") }
            }
        }
        return lines
    }

    /// At most `limit` senses, one line each (`n. definition`), the base form named when it differs.
    /// Slur senses come after every other sense: the review shows a word's first line only, so it never
    /// shows a slur gloss (a word whose every sense is a slur is refused, never in a review), while a
    /// player who asks for the word (`=`, plain mode's `define`) sees them all.
    static func short(_ entries: [WordNetEntry], word: String, limit: Int) -> [String] {
        let word = asked(word)
        var lines: [String] = []
        for slurs in [false, true] {
            for entry in entries {
                let from = entry.lemma == word ? "" : "(\(entry.lemma)) "
                for sense in entry.senses where sense.isSlur == slurs && lines.count < limit {
                    lines.append("\(sense.partOfSpeech.abbreviation) \(from)\(sense.definition)")
                }
            }
        }
        return lines
    }

    /// The word as asked, as lemmas are shown: lower case, single spaces.
    private static func asked(_ word: String) -> String {
        word.lowercased().split(separator: " ").joined(separator: " ")
    }
}
