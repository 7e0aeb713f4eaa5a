import ArgumentParser
import WordfallCore
import WordfallPlay

/// `wordfall practice [--seed N] [--static]`: a board on demand, untimed, nothing saved (docs/RULES.md,
/// "Practice").
struct PracticeCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "practice",
        abstract: "Practise on a board of your own; nothing is saved.",
        discussion: """
            A random 5x5 board whose used tiles fall away (--static: one that stays, as
            in Boggle). Ctrl-F ends the board; Enter on its end plays another. Nothing is
            saved: no statistics, no best, no replay.
            """)

    @Option(
        name: .long, help: ArgumentHelp("The first board's seed (0 to 2^64-1; default: a new one).", valueName: "n"))
    var seed: UInt64?

    @Flag(name: .customLong("static"), help: "A board that stays as it is (used tiles do not fall away).")
    var still = false

    @Flag(name: .long, help: "Play as lines of text (also when TERM is dumb or unset, or without a terminal).")
    var plain = false

    @OptionGroup var display: DisplayOptions

    @OptionGroup var dataOptions: DataOptions

    func validate() throws {
        if display.hard != nil {
            throw ValidationError("--hard and --no-hard are for play and daily: practice costs nothing.")
        }
    }

    func run() throws {
        let level = Level.practice(seed: seed ?? UInt64.random(in: .min ... .max), fixed: still)
        var lexicons = LexiconCache()
        let prepared = try PreparedLevel.prepare(level, options: LevelOverrides(), lexicons: &lexicons)
        try SoloRunner(
            prepared: prepared, kind: .practice, display: display, dataDirectory: dataOptions.dataDirectory,
            plain: plain
        ).run()
    }
}
