/// A set of words (a validator's words accepted), kept as a sorted array.
///
/// Not a `Set<String>`: a set's storage costs a protocol-conformance scan (`String: Hashable`, about
/// 150,000 instructions) the first time a process makes one, more than a short `run` plays (issue 38).
/// A game accepts tens of words, a few hundred at most: a binary search costs less than hashing them.
struct WordSet: Equatable {
    /// The words, ascending, each once.
    private(set) var words: [String] = []

    func contains(_ word: String) -> Bool {
        let index = insertionIndex(of: word)
        return index < words.count && words[index] == word
    }

    mutating func insert(_ word: String) {
        let index = insertionIndex(of: word)
        if index == words.count || words[index] != word { words.insert(word, at: index) }
    }

    /// The index of the first word not below `word`.
    private func insertionIndex(of word: String) -> Int {
        var low = 0
        var high = words.count
        while low < high {
            let middle = (low + high) / 2
            if words[middle] < word { low = middle + 1 } else { high = middle }
        }
        return low
    }
}
