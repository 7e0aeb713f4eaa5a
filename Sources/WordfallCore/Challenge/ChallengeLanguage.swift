/// The language a challenge is played in: its word list and its letter bag. A code keeps its number in
/// 3 bits (docs/LANGUAGES.md: English 0, Catalan 1, German 2, Spanish 3, Polish 4; a number is never
/// reused), so languages can be added without a new version.
public enum ChallengeLanguage: Int, Hashable, Sendable, CaseIterable {
    case english = 0
    case catalan = 1
    case german = 2
    case spanish = 3
    case polish = 4

    /// The `Language` it plays: its tiles, its word list and its pack.
    public var language: Language {
        switch self {
        case .english: .english
        case .catalan: .catalan
        case .german: .german
        case .spanish: .spanish
        case .polish: .polish
        }
    }

    /// The number of `language`; nil for a language codes cannot name yet.
    public init?(_ language: Language) {
        guard let found = Self.allCases.first(where: { $0.language == language }) else { return nil }
        self = found
    }

    /// Its name, as `--language` takes it and messages say it.
    public var name: String { language.name }

    /// Its code (docs/LANGUAGES.md): the `Language` it plays.
    public var code: String { language.code }

    /// The language of `name`, its English name or its code (either case); nil for one this wordfall does
    /// not play.
    public init?(name: String) {
        let wanted = name.lowercased()
        guard let language = Self.allCases.first(where: { $0.name == wanted || $0.code == wanted }) else {
            return nil
        }
        self = language
    }
}
