/// A set of trie nodes (a game's words found, by their nodes in its lexicon), kept as a sorted array.
///
/// Not a `Set<Int>`: a set's storage costs a protocol-conformance scan (`Int: Hashable`, about 150,000
/// instructions) the first time a process makes one, more than a short `run` plays (issue 38). A game
/// finds tens of words, a few hundred at most: a binary search and an insertion shift cost less than
/// hashing them.
struct NodeSet: Equatable, ExpressibleByArrayLiteral {
    /// The nodes, ascending, each once.
    private(set) var nodes: [Int] = []

    init(arrayLiteral elements: Int...) {
        for element in elements { insert(element) }
    }

    init(_ elements: some Sequence<Int>) {
        for element in elements { insert(element) }
    }

    var isEmpty: Bool { nodes.isEmpty }

    var count: Int { nodes.count }

    func contains(_ node: Int) -> Bool {
        let index = insertionIndex(of: node)
        return index < nodes.count && nodes[index] == node
    }

    mutating func insert(_ node: Int) {
        let index = insertionIndex(of: node)
        if index == nodes.count || nodes[index] != node { nodes.insert(node, at: index) }
    }

    func union(_ other: NodeSet) -> NodeSet {
        var result = self
        for node in other.nodes { result.insert(node) }
        return result
    }

    /// The index of the first node not below `node`.
    private func insertionIndex(of node: Int) -> Int {
        var low = 0
        var high = nodes.count
        while low < high {
            let middle = (low + high) / 2
            if nodes[middle] < node { low = middle + 1 } else { high = middle }
        }
        return low
    }
}
