import ArgumentParser
import WordfallCore

/// `--language CODE`, the language to play in (docs/HEADLESS.md): a code (`en`) or an English name
/// (`english`), either case; a language this wordfall does not play is a usage error (status 2).
struct LanguageOption: ParsableArguments {
    @Option(
        name: .long,
        help: ArgumentHelp(
            "The language to play in, by its code or its English name (en, ca: docs/LANGUAGES.md). Default: en.",
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
