import Synchronization

/// The real spellings of a language's words where they differ from what its tiles' faces read
/// (`Resources/Dictionary/CODE/spellings.txt`, docs/LANGUAGES.md): `cafè` for CAFE, `Straße` for STRASSE,
/// the most used first when several fold to one tile spelling (`des`, `dès`, `dés`). What a player reads
/// for a word: the board, the word line, goals, reviews and plain mode show it (`Language.shown(_:)`).
public struct RealSpellings: Sendable {
    /// The most used real spelling of each tile spelling that has one, keyed by the tile spelling (code
    /// letters, upper case).
    private let spellings: [String: String]

    /// The spellings of a `spellings.txt`: a line is a tile spelling in lower case, a tab, the real
    /// spellings (most used first) separated by tabs. A line without a tab is skipped.
    public init(text: String) {
        var spellings: [String: String] = [:]
        for line in text.split(separator: "\n", omittingEmptySubsequences: true) {
            let fields = line.split(separator: "\t", omittingEmptySubsequences: false)
            guard fields.count >= 2, !fields[0].isEmpty, !fields[1].isEmpty else { continue }
            spellings[fields[0].uppercased()] = String(fields[1])
        }
        self.spellings = spellings
    }

    /// The most used real spelling of a tile spelling (code letters, upper case), as written (`cafè`,
    /// `Menschen`); nil when its faces read it (or the word has no entry).
    public func spelling(of word: String) -> String? { spellings[word] }

    /// How many tile spellings have a real spelling of their own.
    public var count: Int { spellings.count }

    /// The bundled spellings of `language` (`Resources/<dictionaryFolder>/spellings.txt`), read once, then
    /// shared; none for English (its words are their letters) or when the file is missing.
    public static func bundled(_ language: Language) -> RealSpellings {
        if language.isEnglish { return RealSpellings(text: "") }
        if let found = loaded.withLock({ $0[language.code] }) { return found }
        var spellings = RealSpellings(text: "")
        if let resources = ResourceLocator.resourcesDirectory(),
            case .success(let bytes) = FileIO.readAll(
                path: resources + "/" + language.dictionaryFolder + "/spellings.txt", limit: 16 << 20)
        {
            spellings = RealSpellings(text: String(decoding: bytes, as: UTF8.self))
        }
        return loaded.withLock { loaded in
            if let first = loaded[language.code] { return first }
            loaded[language.code] = spellings
            return spellings
        }
    }

    /// The languages' spellings read so far, by code.
    private static let loaded = Mutex<[String: RealSpellings]>([:])
}

extension Language {
    /// A word of the model (its tile spelling, code letters) as a player reads it, in capitals as the board
    /// shows its tiles: its real spelling where it has one (`CAFÈ`, `STRAßE`: ß has no capital a player
    /// expects, so it stays), else its tiles' faces (`COL·LEGI`); English's as it is. A code letter is never
    /// shown.
    public func shown(_ word: String) -> String {
        if isEnglish { return word }
        guard let real = RealSpellings.bundled(self).spelling(of: word) else { return tiles.faces(of: word) }
        var text = ""
        for character in real {
            text += character == "ß" ? "ß" : character.uppercased()
        }
        return text
    }
}
