extension WordNet {
    /// The synset of WordNet's usage domain "ethnic slur" (an offset into data.noun).
    static let ethnicSlurDomain = "06718862"
    /// What a gloss says of a slur sense (as scripts/make-wordlist.py reads it).
    static let slurGlossMarks = ["(ethnic slur)", "offensive term for", "offensive name for", "offensive and "]

    /// Whether a sense is a slur: its gloss marks it (`slurGlossMarks`, or "(offensive" followed by
    /// "slang)"), or one of its pointers (`P_CNT` then `SYMBOL OFFSET POS SOURCE/TARGET` each) puts the
    /// whole synset (source 00) or the lemma at `lemma` (1-based; 0 for none) in the usage domain
    /// "ethnic slur".
    static func isSlur(gloss: String, pointers: [String], lemma: Int) -> Bool {
        let lower = gloss.lowercased()
        if slurGlossMarks.contains(where: { lower.contains($0) }) { return true }
        // A parenthesised remark such as "(offensive British slang)".
        let remarks = lower.split(separator: "(", omittingEmptySubsequences: false).dropFirst()
        for remark in remarks.map({ $0.prefix { $0 != ")" } })
        where remark.hasPrefix("offensive") && remark.hasSuffix("slang") {
            return true
        }
        guard let count = pointers.first.flatMap({ Int($0) }), count > 0, pointers.count >= 1 + 4 * count else {
            return false
        }
        for index in 0..<count {
            let field = 1 + 4 * index
            guard pointers[field] == ";u", pointers[field + 1] == ethnicSlurDomain,
                let source = Int(pointers[field + 3].prefix(2), radix: 16)
            else { continue }
            if source == 0 || source == lemma { return true }
        }
        return false
    }
}
