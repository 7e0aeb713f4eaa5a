import ArgumentParser
import WordfallCore
import WordfallPlay

/// `wordfall endless [--seed N] [--script FILE]`: the endless game (docs/RULES.md, "The endless game"), on
/// screen, a line at a time (`--plain`), or headless with a move script.
struct EndlessCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "endless",
        abstract: "Play the endless game: last as long as you can.",
        discussion: """
            No goals, no clock: every few words a tile catches fire and burns down a row
            a word; use it in a word before it reaches the bottom row. Every 6 words the
            level rises: tiles catch fire sooner and harder letters fall. Your best score
            is kept for the seed and over every seed; nothing else of the game is saved.
            Without --seed each game has a seed of its own, shown on screen.
            With --script FILE (- for standard input), plays the moves headless, events
            as JSON Lines as `wordfall run` prints them (docs/HEADLESS.md); exit 1, as
            for a level not completed (an endless game always ends so).
            """)

    @Option(name: .long, help: ArgumentHelp("The game's seed (0 to 2^64-1; default: a new one).", valueName: "n"))
    var seed: UInt64?

    @Option(
        name: .long,
        help: ArgumentHelp("Play the moves of this file headless (- for standard input).", valueName: "file"),
        completion: .file())
    var script: String?

    @Flag(name: .long, help: "Play as lines of text (also when TERM is dumb or unset, or without a terminal).")
    var plain = false

    @OptionGroup var display: DisplayOptions

    @OptionGroup var dataOptions: DataOptions

    func validate() throws {
        if display.hard != nil {
            throw ValidationError(
                "--hard and --no-hard are for play and daily: the endless game's fires are its hard part.")
        }
    }

    func run() throws {
        let seed = self.seed ?? UInt64.random(in: .min ... .max)
        var lexicons = LexiconCache()
        let prepared = try PreparedLevel.prepare(.endless(seed: seed), options: LevelOverrides(), lexicons: &lexicons)
        if let script {
            try RunCommand.play(
                prepared, script: script == "-" ? nil : script, options: LevelOverrides(), reportPeakMemory: false)
            return
        }
        try SoloRunner(
            prepared: prepared, kind: .endless, display: display, dataDirectory: dataOptions.dataDirectory, plain: plain
        ).run()
    }
}
