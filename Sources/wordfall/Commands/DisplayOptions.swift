import ArgumentParser
import WordfallCore
import WordfallProgress
import WordfallUI

/// `--ascii`, `--no-color`, `--no-animation` and `--theme`: how the commands that draw a screen draw it; and
/// `--hard`, the one rule of play kept as a setting the same way as the theme.
struct DisplayOptions: ParsableArguments {
    @Flag(name: .long, help: "Draw (and share) with plain ASCII instead of UTF-8 box drawing.")
    var ascii = false

    @Flag(name: .customLong("no-color"), help: "Draw without colours (setting NO_COLOR does the same).")
    var noColor = false

    @Flag(name: .customLong("no-animation"), help: "Show tiles in place at once, not falling.")
    var noAnimation = false

    @Option(
        name: .long,
        help: ArgumentHelp(
            "Colours: dark (the default), light (for light backgrounds) or colour-blind (orange and blue). "
                + "Kept for the next game.", valueName: "theme"))
    var theme: String?

    @Flag(
        inversion: .prefixedNo,
        help: ArgumentHelp(
            "Hard mode, for levels and the daily's round (never its hunt): nothing says whether a word is there "
                + "before Enter, and a refused word costs a move, 10 seconds or 50 points. On play or daily, for that sitting only; on wordfall itself, kept, as the home screen's h."
        ))
    var hard: Bool?

    func validate() throws {
        if let theme, ThemeName(word: theme) == nil {
            throw ValidationError(
                "--theme must be one of \(ThemeName.names), got '\(TerminalText.quoted(theme))'")
        }
    }

    /// The theme to draw with: the one named now (kept in `data` for next time: a failure to keep it is
    /// told after the screen, and the command exits 74), else the one kept, else dark.
    func chosenTheme(keptIn data: SavedData?) -> ThemeName {
        let store = data?.store
        if let theme, let name = ThemeName(word: theme) {
            // Never waits for another program's lock; one not kept is told after the screen (exit 74).
            data?.keepSetting("theme", to: name.rawValue)
            return name
        }
        return store?.setting("theme").flatMap(ThemeName.init(word:)) ?? .dark
    }

    /// Whether levels are played in hard mode (docs/RULES.md, "Hard mode"): as `--hard` or `--no-hard` says,
    /// else as kept, else not. Kept in `data` for next time only when `keeping` (the home screen, whose
    /// switch keeps it too): two fresh players found `daily --hard` carried on into the campaign unsaid.
    func chosenHard(keptIn data: SavedData?, keeping: Bool = false) -> Bool {
        if let hard {
            if keeping { data?.keepSetting("hard", to: hard ? "on" : "off") }
            return hard
        }
        return data?.store?.setting("hard") == "on"
    }
}
