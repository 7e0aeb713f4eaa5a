extension Lexicon {
    /// The words of this list the game never offers (vulgar, sensitive and slurs) as a lexicon of their
    /// own, every one a word: solved on a board, it says which of them the board holds (the solver of
    /// the whole list never reports a slur). Empty for a list without categories.
    ///
    /// - Complexity: one walk of the trie (about a millisecond for the bundled list); build it once per
    ///   use that solves many boards.
    public func neverOfferedWords() -> Lexicon {
        var builder = WordListBuilder()
        var letters: [UInt8] = []
        // Depth first over (node, the next letter to try); `letters` is the path to the node.
        var stack: [(node: Int, letter: Int)] = [(0, 0)]
        while let top = stack.popLast() {
            if top.letter == 0 && top.node != 0 {
                let value = nodes[top.node]
                if value & (LexiconTrie.unofferedBit | LexiconTrie.slurBit) != 0 { builder.add(letters) }
            }
            var letter = top.letter
            while letter < 26 && child(of: top.node, letter: letter) < 0 { letter += 1 }
            guard letter < 26 else {
                if !letters.isEmpty && top.node != 0 { letters.removeLast() }
                continue
            }
            stack.append((top.node, letter + 1))
            stack.append((child(of: top.node, letter: letter), 0))
            letters.append(UInt8(letter))
        }
        return Lexicon(builder)
    }
}
