extension Lexicon {
    /// The words of this list the game never offers (vulgar, sensitive and slurs) as a lexicon of their
    /// own, every one a word: solved on a board, it says which of them the board holds (the solver of
    /// the whole list never reports a slur). Empty for a list without categories.
    ///
    /// - Complexity: constant for a list read from an index file (`words.trie` holds them, computed at build
    ///   time); otherwise one walk of the trie (a few milliseconds for a list of the bundled one's size):
    ///   build it once per use that solves many boards.
    public func neverOfferedWords() -> Lexicon {
        if let neverOfferedSection { return neverOfferedSection }
        var builder = WordListBuilder()
        forEachEntry { letters, value in
            if value & (LexiconTrie.unofferedBit | LexiconTrie.slurBit) != 0 { builder.add(letters) }
        }
        return Lexicon(builder)
    }

    /// Whether the word of letter indices 0-35 is in the list.
    func containsLetters(_ letters: [UInt8]) -> Bool {
        var node = 0
        for letter in letters {
            node = child(of: node, letter: Int(letter))
            if node < 0 { return false }
        }
        return isTerminal(node)
    }

    /// Calls `body` with every word the trie knows (letter indices 0-35) and the value of its node,
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
            let letterCount = isWide ? LetterCode.count : LetterCode.letters
            while letter < letterCount && child(of: top.node, letter: letter) < 0 { letter += 1 }
            guard letter < letterCount else {
                if top.node != 0 { letters.removeLast() }
                continue
            }
            stack.append((top.node, letter + 1))
            stack.append((child(of: top.node, letter: letter), 0))
            letters.append(UInt8(letter))
        }
    }
}
