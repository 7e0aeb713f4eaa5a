extension Lexicon {
    /// The words of this list the game never offers (vulgar, sensitive and slurs) as a lexicon of their
    /// own, every one a word: solved on a board, it says which of them the board holds (the solver of
    /// the whole list never reports a slur). Empty for a list without categories.
    ///
    /// - Complexity: one walk of the trie (a few milliseconds for the bundled list); build it once per
    ///   use that solves many boards.
    public func neverOfferedWords() -> Lexicon {
        var builder = WordListBuilder()
        forEachEntry { letters, value in
            if value & (LexiconTrie.unofferedBit | LexiconTrie.slurBit) != 0 { builder.add(letters) }
        }
        return Lexicon(builder)
    }

    /// This list with the player's own words (docs/RULES.md, "Your own words"): `adding` accepted as
    /// finds (SCOWL size 60: accepted, never offered as expected) unless the list knows them already
    /// (a slur stays refused), `removing` no longer words. Words with anything but letters are ignored.
    ///
    /// - Complexity: one walk of the trie and one build (tens of milliseconds for the bundled list).
    public func amended(adding: some Sequence<String>, removing: some Sequence<String>) -> Lexicon {
        let removed = Lexicon(words: removing)
        var builder = WordListBuilder()
        forEachEntry { letters, value in
            guard removed.count == 0 || !removed.containsLetters(letters) else { return }
            builder.add(letters, attributes: UInt8(truncatingIfNeeded: value >> LexiconTrie.attributeShift))
        }
        let rare = LexiconTrie.tierCode(level: 60) ?? 0
        for word in adding where entry(for: word) == nil && !removed.contains(word) {
            let letters = word.utf8.compactMap(LexiconTrie.letterIndex)
            guard letters.count == word.utf8.count else { continue }
            builder.add(letters, attributes: rare)
        }
        return Lexicon(builder)
    }

    /// Whether the word of letter indices 0-25 is in the list.
    func containsLetters(_ letters: [UInt8]) -> Bool {
        var node = 0
        for letter in letters {
            node = child(of: node, letter: Int(letter))
            if node < 0 { return false }
        }
        return isTerminal(node)
    }

    /// Calls `body` with every word the trie knows (letter indices 0-25) and the value of its node,
    /// slurs included, in alphabetical order.
    func forEachEntry(_ body: (_ letters: [UInt8], _ value: UInt64) -> Void) {
        var letters: [UInt8] = []
        // Depth first over (node, the next letter to try); `letters` spells the path to the node.
        var stack: [(node: Int, letter: Int)] = [(0, 0)]
        while let top = stack.popLast() {
            if top.letter == 0 && top.node != 0 {
                let value = nodes[top.node]
                if value & (LexiconTrie.terminalBit | LexiconTrie.slurBit) != 0 { body(letters, value) }
            }
            var letter = top.letter
            while letter < 26 && child(of: top.node, letter: letter) < 0 { letter += 1 }
            guard letter < 26 else {
                if top.node != 0 { letters.removeLast() }
                continue
            }
            stack.append((top.node, letter + 1))
            stack.append((child(of: top.node, letter: letter), 0))
            letters.append(UInt8(letter))
        }
    }
}
