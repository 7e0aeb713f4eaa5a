/// The language a challenge is played in: its word list and its letter bag. A code keeps its number in
/// 3 bits, so languages can be added without a new version; this wordfall plays English only.
public enum ChallengeLanguage: Int, Hashable, Sendable, CaseIterable {
    case english = 0

    /// Its name, as `--language` takes it and messages say it.
    public var name: String {
        switch self {
        case .english: "english"
        }
    }

    /// Its code (docs/LANGUAGES.md): the `Language` it plays.
    public var code: String {
        switch self {
        case .english: "en"
        }
    }

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
