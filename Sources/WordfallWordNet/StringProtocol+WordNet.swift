extension StringProtocol {
    /// WordNet's lemma spelling made readable: `ice_cream` as `ice cream`.
    func replacingUnderscores() -> String { String(map { $0 == "_" ? " " : $0 }) }

    /// Without the spaces at either end (WordNet's lines end with two).
    func trimmingSpaces() -> String {
        let start = firstIndex { $0 != " " } ?? endIndex
        let end = lastIndex { $0 != " " }.map { index(after: $0) } ?? start
        return start < end ? String(self[start..<end]) : ""
    }
}
