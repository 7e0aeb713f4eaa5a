extension FoundTable {
    /// Per record: the value of the trie node its word ends at (allocated here; the caller deallocates),
    /// read from the hash table's keys once the search is over, so the search loop stores nothing more.
    func nodeValues(_ nodes: UnsafePointer<UInt64>) -> UnsafeMutablePointer<UInt64> {
        let values = UnsafeMutablePointer<UInt64>.allocate(capacity: max(1, count))
        for slot in 0..<capacity where keys[slot] != 0 {
            values[Int(slots[slot])] = nodes[Int(keys[slot])]
        }
        return values
    }

    /// How many found words are expected (`LexiconTrie.isExpected`), given each record's node value.
    func expectedCount(values: UnsafePointer<UInt64>) -> Int {
        var expected = 0
        for index in 0..<count where LexiconTrie.isExpected(values[index]) { expected += 1 }
        return expected
    }
}
