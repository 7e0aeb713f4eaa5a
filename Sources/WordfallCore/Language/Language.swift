/// A language the game plays (docs/LANGUAGES.md, decision 0460): its ISO 639-1 code, its name, its tile
/// set, and where its words and its pack are. Two languages are the same when their codes are.
public struct Language: Hashable, Sendable, CustomStringConvertible {
    /// The ISO 639-1 code, lower case: `en`, `ca`.
    public let code: String
    /// The English name, lower case, as `--language` also takes it: `english`, `catalan`.
    public let name: String
    /// The name in the language itself, as the home screen shows it: `English`, `Català`.
    public let ownName: String
    /// Its tiles.
    public let tiles: TileSet

    public init(code: String, name: String, ownName: String, tiles: TileSet) {
        self.code = code
        self.name = name
        self.ownName = ownName
        self.tiles = tiles
    }

    public static func == (left: Language, right: Language) -> Bool { left.code == right.code }
    public func hash(into hasher: inout Hasher) { hasher.combine(code) }
    public var description: String { code }

    /// English: the letters A-Z, Q reading QU, and the bundled word list as it always was.
    public static let english = Language(code: "en", name: "english", ownName: "English", tiles: .english)

    /// Catalan: Ç, L·L and NY tiles of their own, QU as English's Q, other marks folded (docs/LANGUAGES.md).
    public static let catalan = Language(code: "ca", name: "catalan", ownName: "Català", tiles: .catalan)

    /// Italian: 21 letters, its Q a tile reading Q alone, marks folded (docs/LANGUAGES.md).
    public static let italian = Language(code: "it", name: "italian", ownName: "Italiano", tiles: .italian)

    /// Portuguese: Ç a tile of its own, its Q a tile reading Q alone, other marks folded (docs/LANGUAGES.md).
    public static let portuguese = Language(
        code: "pt", name: "portuguese", ownName: "Português", tiles: .portuguese)

    /// French: the 26 letters, its Q a tile reading Q alone, every mark folded (docs/LANGUAGES.md).
    public static let french = Language(code: "fr", name: "french", ownName: "Français", tiles: .french)

    /// Dutch: the 26 letters (IJ is I then J), its Q a tile reading Q alone, marks folded (docs/LANGUAGES.md).
    public static let dutch = Language(code: "nl", name: "dutch", ownName: "Nederlands", tiles: .dutch)

    /// German: the 26 letters and Ä Ö Ü tiles of their own, its Q reading Q alone, ß as SS (docs/LANGUAGES.md).
    public static let german = Language(code: "de", name: "german", ownName: "Deutsch", tiles: .german)

    /// Spanish: CH, LL and RR tiles of two letters, Ñ a tile of its own, its Q reading Q alone, other marks
    /// folded (docs/LANGUAGES.md).
    public static let spanish = Language(code: "es", name: "spanish", ownName: "Español", tiles: .spanish)

    /// Polish: the 23 letters it writes and Ą Ć Ę Ł Ń Ó Ś Ź Ż tiles of their own, nothing folded
    /// (docs/LANGUAGES.md).
    public static let polish = Language(code: "pl", name: "polish", ownName: "Polski", tiles: .polish)

    /// The languages this wordfall plays, English first.
    public static let all: [Language] = [
        .english, .catalan, .italian, .portuguese, .french, .dutch, .german, .spanish, .polish,
    ]

    /// The language whose code is `code`, nil for one this wordfall does not play. Unlike a search of `all`,
    /// it makes no other language's tile set (Catalan's tables of typed characters cost a short command's
    /// start).
    public static func coded(_ code: String) -> Language? {
        switch code {
        case "en": english
        case "ca": catalan
        case "it": italian
        case "pt": portuguese
        case "fr": french
        case "nl": dutch
        case "de": german
        case "es": spanish
        case "pl": polish
        default: nil
        }
    }

    /// The language whose code or English name is `text` (either case); nil for one this wordfall does not play.
    public init?(named text: String) {
        let wanted = text.lowercased()
        guard let found = Self.all.first(where: { $0.code == wanted || $0.name == wanted }) else { return nil }
        self = found
    }

    /// The codes of every language played, for messages: `en, ca`.
    public static var codes: String { all.map(\.code).joined(separator: ", ") }

    /// Whether this is English.
    public var isEnglish: Bool { code == "en" }

    /// The folder of its word list under the Resources folder: `Dictionary` for English, else `Dictionary/CODE`.
    public var dictionaryFolder: String { isEnglish ? "Dictionary" : "Dictionary/" + code }

    /// The folder of its bundled pack under the Resources folder: `Levels` for English, else `Levels/CODE`.
    public var levelsFolder: String { isEnglish ? "Levels" : "Levels/" + code }
}
