import Synchronization

extension Lexicon {
    /// The bundled word list of `language` (`Resources/<language.dictionaryFolder>/words.trie`), mapped
    /// once, then shared; English's is `bundled()`.
    public static func bundled(_ language: Language) throws(LexiconError) -> Lexicon {
        if language.isEnglish { return try bundled() }
        let found = languageLists.withLock { $0[language.code] }
        if let found { return found }
        guard let resources = ResourceLocator.resourcesDirectory() else { throw .resourcesNotFound }
        let lexicon = try Lexicon(indexFile: resources + "/" + language.dictionaryFolder + "/words.trie")
        return languageLists.withLock { lists in
            if let first = lists[language.code] { return first }
            lists[language.code] = lexicon
            return lexicon
        }
    }

    /// The other languages' lists mapped so far, by code.
    private static let languageLists = Mutex<[String: Lexicon]>([:])
}
