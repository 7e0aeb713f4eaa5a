extension Lexicon {
    /// What the list knows of `word` (case-insensitive): its tier and category; nil when it is neither a
    /// word of the list nor a refused word.
    public func entry(for word: String) -> WordEntry? {
        guard let node = node(for: word) else { return nil }
        let value = nodes[node]
        guard value & (LexiconTrie.terminalBit | LexiconTrie.slurBit) != 0 else { return nil }
        return WordEntry(nodeValue: value)
    }

    /// The SCOWL size level of `word` (10-60; 0 for a list without tiers), nil when it is not a word.
    public func tier(of word: String) -> Int? {
        guard let entry = entry(for: word), entry.isAccepted else { return nil }
        return entry.level
    }

    /// Whether the game may offer `word`: a word of the list, neither vulgar, sensitive nor a slur.
    public func isOffered(_ word: String) -> Bool {
        entry(for: word)?.isOffered ?? false
    }

    /// Whether `word` is one of the expected words: offered, and common (see `WordEntry.isExpected`).
    public func isExpected(_ word: String) -> Bool {
        entry(for: word)?.isExpected ?? false
    }

    /// Whether `word` is refused as offensive (`RejectionReason.offensive`).
    public func isRefused(_ word: String) -> Bool {
        entry(for: word)?.category == .slur
    }
}
