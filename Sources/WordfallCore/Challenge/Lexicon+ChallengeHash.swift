extension Lexicon {
    /// The hash of the list's words, tiers and categories (its trie, node by node), `ChallengeCode.wordListBits`
    /// bits: two players play the same challenge only with the same list. Computed once a lexicon (the
    /// bundled list's 1.4 MB in about a millisecond).
    public var challengeHash: UInt64 {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for index in 0..<nodeCount {
            hash = (hash ^ nodes[index]) &* 0x100_0000_01b3
        }
        hash = (hash ^ UInt64(count)) &* 0x100_0000_01b3
        return ContentHash.fold(hash, bits: ChallengeCode.wordListBits)
    }
}
