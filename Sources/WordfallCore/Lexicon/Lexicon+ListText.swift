extension Lexicon {
    /// The list as a word-list file (docs/RULES.md, "Word lists"): one word a line, lower case, alphabetical,
    /// with its tier and its category as the bundled list writes them (`sensitive` for a word the game
    /// never offers but accepts, `slur` for a refused one). Read back, it is a list that accepts, refuses and
    /// offers the same words: what `wordfall replay --export-words` prints for `run --dictionary`.
    ///
    /// - Complexity: one walk of the trie.
    package func wordListText() -> String {
        var text = ""
        forEachEntry { letters, value in
            text += String(decoding: letters.map { $0 < 26 ? $0 + 97 : $0 + 22 }, as: UTF8.self)
            let entry = WordEntry(nodeValue: value)
            if entry.level > 0 || entry.category != .ordinary { text += "\t\(entry.level > 0 ? entry.level : 60)" }
            switch entry.category {
            case .ordinary: break
            case .unoffered: text += "\tsensitive"
            case .slur: text += "\tslur"
            }
            text += "\n"
        }
        return text
    }
}
