import Glibc

/// WordNet 3's database, read in place from its files (Debian's `wordnet-base`, `/usr/share/wordnet`).
///
/// `index.POS` is sorted, so a word's line is found by binary search; its synset offsets are byte
/// offsets into `data.POS`, whose line ends with the gloss. Inflected forms are found as WordNet's
/// own `morphy` finds them: the exception list `POS.exc` first, then the suffix rules. Nothing is
/// loaded up front; a lookup reads a few dozen lines.
package final class WordNet {
    /// Where Debian installs the database.
    package static let defaultDirectory = "/usr/share/wordnet"
    /// WordNet's own variable for another database folder.
    package static let environmentVariable = "WNSEARCHDIR"

    package let directory: String
    private let index: [PartOfSpeech: SortedLineFile]
    private let data: [PartOfSpeech: SortedLineFile]
    private let exceptions: [PartOfSpeech: SortedLineFile]

    /// Opens the database in `directory` (default: `$WNSEARCHDIR`, else `defaultDirectory`).
    ///
    /// - Throws: `WordNetError.notInstalled` when the folder has no index files, `.unreadable` when one
    ///   cannot be opened.
    package init(directory: String? = nil) throws(WordNetError) {
        let directory =
            directory ?? getenv(Self.environmentVariable).map { String(cString: $0) }.flatMap { $0.isEmpty ? nil : $0 }
            ?? Self.defaultDirectory
        self.directory = directory
        var index: [PartOfSpeech: SortedLineFile] = [:]
        var data: [PartOfSpeech: SortedLineFile] = [:]
        var exceptions: [PartOfSpeech: SortedLineFile] = [:]
        for part in PartOfSpeech.allCases {
            let indexFile = try SortedLineFile(path: "\(directory)/index.\(part.rawValue)")
            let dataFile = try SortedLineFile(path: "\(directory)/data.\(part.rawValue)")
            if let indexFile, let dataFile {
                index[part] = indexFile
                data[part] = dataFile
            }
            exceptions[part] = try SortedLineFile(path: "\(directory)/\(part.rawValue).exc")
        }
        guard !index.isEmpty else { throw .notInstalled(directory: directory) }
        self.index = index
        self.data = data
        self.exceptions = exceptions
    }

    /// What `word` (any case) means: an entry per base form WordNet has, the word itself first.
    /// A phrase (`ice cream`) is looked up as WordNet writes it (`ice_cream`). Empty when WordNet has
    /// no entry for it.
    package func entries(for word: String) -> [WordNetEntry] {
        let word = String(word.lowercased().split(separator: " ").joined(separator: "_"))
        guard !word.isEmpty, word.utf8.count <= 64 else { return [] }
        var lemmas: [String] = []
        var senses: [String: [WordNetSense]] = [:]
        for part in PartOfSpeech.allCases {
            for base in baseForms(of: word, as: part) {
                let found = self.senses(of: base, as: part)
                guard !found.isEmpty else { continue }
                if senses[base] == nil { lemmas.append(base) }
                senses[base, default: []] += found
            }
        }
        for lemma in lemmas where lemma != word { senses[lemma] = fitted(senses[lemma] ?? [], form: word, base: lemma) }
        lemmas.sort { ($0 == word ? 0 : 1) < ($1 == word ? 0 : 1) }
        return lemmas.map { WordNetEntry(lemma: $0.replacingUnderscores(), senses: senses[$0] ?? []) }
    }

    /// The base forms of `word` as `part` that have an index entry, as morphy(7WN) finds them.
    func baseForms(of word: String, as part: PartOfSpeech) -> [String] {
        var candidates: [String] = []
        if let line = exceptions[part]?.line(forKey: word) {
            candidates += Self.fields(line).dropFirst()
        }
        candidates.append(word)
        for rule in part.suffixRules where word.hasSuffix(rule.ending) && word.count > rule.ending.count {
            candidates.append(String(word.dropLast(rule.ending.count)) + rule.replacement)
        }
        var seen: Set<String> = []
        return candidates.filter { seen.insert($0).inserted && index[part]?.line(forKey: $0) != nil }
    }

    /// The senses of `lemma` as `part`, most frequent first (the index's order).
    func senses(of lemma: String, as part: PartOfSpeech) -> [WordNetSense] {
        guard let line = index[part]?.line(forKey: lemma) else { return [] }
        let fields = Self.fields(line)
        guard fields.count > 4, let synsets = Int(fields[2]), synsets > 0, synsets <= fields.count else { return [] }
        // `lemma pos synset_cnt p_cnt [ptr_symbol...] sense_cnt tagsense_cnt synset_offset...`
        let tagged = fields.count > synsets ? Int(fields[fields.count - synsets - 1]) ?? synsets : synsets
        return fields.suffix(synsets).enumerated().compactMap { rank, offset in
            guard let offset = Int(offset),
                var sense = data[part]?.line(at: offset).flatMap({
                    Self.sense($0, part: part, lemma: lemma)
                })
            else { return nil }
            sense.offset = offset
            sense.isTagged = rank < tagged
            return sense
        }
    }

    /// The senses of `base` as the inflected `form` takes them (docs/RULES.md, "Words the game never
    /// offers", meanings): a sense WordNet never saw used in which the base is a lesser synonym comes
    /// after the others (AILS is to be ill, not garlic, whose synset GARLIC heads); and the regular past
    /// of a verb that also has an irregular one (TEARED, beside TORE) takes the senses derived from the
    /// base's first noun sense first (to shed tears, from the noun TEAR) and those whose examples use the
    /// irregular form last (TORE, TORN: to rip).
    func fitted(_ senses: [WordNetSense], form: String, base: String) -> [WordNetSense] {
        func irregular(_ sense: WordNetSense) -> Bool {
            sense.partOfSpeech == .verb
                && sense.examples.contains { example in
                    example.lowercased().split { !$0.isLetter }.contains { word in
                        word != form && word != base
                            && (exceptions[.verb]?.line(forKey: String(word)).map {
                                Self.fields($0).dropFirst().contains(base)
                            }
                                ?? false)
                    }
                }
        }
        let irregulars = senses.map(irregular)
        let regularPast =
            form.hasSuffix("ed") && exceptions[.verb]?.line(forKey: form) == nil && irregulars.contains(true)
        let firstNoun = regularPast ? self.senses(of: base, as: .noun).first?.offset : nil
        let ranks = senses.indices.map { index -> Int in
            let sense = senses[index]
            if regularPast && sense.partOfSpeech == .verb {
                if let firstNoun, sense.relatedNouns.contains(firstNoun) { return 0 }
                if irregulars[index] { return 3 }
            }
            return sense.isHeadword || sense.isTagged ? 1 : 2
        }
        return senses.indices.sorted { ranks[$0] != ranks[$1] ? ranks[$0] < ranks[$1] : $0 < $1 }.map { senses[$0] }
    }

    /// Reads a data line: `OFFSET LEXFILE TYPE W_CNT WORD LEX_ID ... | GLOSS`.
    static func sense(_ line: [UInt8], part: PartOfSpeech, lemma: String) -> WordNetSense? {
        guard let bar = line.indices.dropFirst().first(where: { line[$0] == UInt8(ascii: "|") && line[$0 - 1] == 32 })
        else { return nil }
        let fields = fields(Array(line[..<bar]))
        // The word count comes from the file: a damaged one (negative, huge) means no sense, never a trap.
        guard fields.count > 4, let count = Int(fields[3], radix: 16), count >= 0, count <= (fields.count - 4) / 2
        else { return nil }
        let words = (0..<count).map { fields[4 + 2 * $0] }.map { word -> String in
            // Adjectives may carry a syntactic marker: `long(a)`.
            let bare = word.firstIndex(of: "(").map { String(word[..<$0]) } ?? word
            return bare.replacingUnderscores()
        }
        let gloss = String(decoding: line[(bar + 1)...], as: UTF8.self).trimmingSpaces()
        var parts = gloss.split(separator: ";", omittingEmptySubsequences: true).map { String($0).trimmingSpaces() }
        var examples: [String] = []
        while let last = parts.last, last.hasPrefix("\"") {
            examples.insert(String(last.dropFirst().prefix { $0 != "\"" }), at: 0)
            parts.removeLast()
        }
        let definition = parts.joined(separator: "; ")
        let position = words.firstIndex { $0.lowercased() == lemma.replacingUnderscores() }.map { $0 + 1 } ?? 0
        let pointers = Array(fields.dropFirst(4 + 2 * count))
        var sense = WordNetSense(
            partOfSpeech: part, definition: definition.isEmpty ? gloss : definition, examples: examples,
            synonyms: words.filter { $0.lowercased() != lemma.replacingUnderscores() },
            isSlur: Self.isSlur(gloss: gloss, pointers: pointers, lemma: position))
        sense.isHeadword = position <= 1
        sense.relatedNouns = Self.relatedNouns(pointers, lemma: position)
        return sense
    }

    /// The noun synsets a data line's pointers (`p_cnt`, then `symbol offset pos source/target` each) relate
    /// the word at `lemma` (1-based) to by derivation (`+`).
    static func relatedNouns(_ pointers: [String], lemma: Int) -> [Int] {
        guard let count = pointers.first.flatMap({ Int($0) }), count >= 0, count <= (pointers.count - 1) / 4 else {
            return []
        }
        return (0..<count).compactMap { index in
            let field = pointers[1 + index * 4..<5 + index * 4].map { $0 }
            guard field[0] == "+", field[2] == "n", let source = Int(field[3].prefix(2), radix: 16),
                source == 0 || source == lemma
            else { return nil }
            return Int(field[1])
        }
    }

    static func fields(_ line: [UInt8]) -> [String] {
        line.split(separator: UInt8(ascii: " ")).map { String(decoding: $0, as: UTF8.self) }
    }
}
