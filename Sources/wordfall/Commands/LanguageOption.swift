import ArgumentParser
import WordfallCore

/// `--language CODE`, the language to play in (docs/HEADLESS.md): a code (`en`) or an English name
/// (`english`), either case; a language this wordfall does not play is a usage error (status 2).
struct LanguageOption: ParsableArguments {
    /// Every language played is named, from the languages' table (`Language.all`), so a language added is
    /// listed without another edit.
    @Option(
        name: .long,
        help: ArgumentHelp(
            "The language to play in, by its code or its English name (\(Language.codes): docs/LANGUAGES.md). "
                + "Default: en.",
            valueName: "code"))
    var language: String?

    func validate() throws {
        if let language, Language(named: language) == nil {
            throw ValidationError(
                "--language: '\(TerminalText.quoted(language))' is not a language this wordfall plays "
                    + "(it plays \(Language.codes)).")
        }
    }

    /// The language chosen, nil when `--language` was not given.
    var chosen: Language? { language.flatMap { Language(named: $0) } }
}
