extension FoundTable {
    /// How many found words are expected (`LexiconTrie.isExpected`).
    func expectedCount(nodes: UnsafePointer<UInt64>) -> Int {
        var expected = 0
        for index in 0..<count where LexiconTrie.isExpected(nodes[Int(nodeOf[index])]) { expected += 1 }
        return expected
    }
}
