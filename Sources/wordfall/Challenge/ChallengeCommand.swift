import ArgumentParser
import WordfallCore
import WordfallProgress

/// `wordfall challenge [LEVEL.json | --daily [DATE] | --seed N] [--language L]`: prints a challenge code, one
/// line to send a friend (docs/RULES.md, "Challenges"); `wordfall challenge result` prints the line to send back.
struct ChallengeCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "challenge",
        abstract: "Make a code a friend plays the same game from.",
        discussion: """
            Prints one line, a code of at most 27 characters (WF-...), to paste or read:
              wordfall challenge --seed 42       the standard round: a 5x5 board, 3 minutes
              wordfall challenge --daily [DATE]  a day's puzzle (default today), the same
                                                 in every time zone
              wordfall challenge LEVEL.json      a starter level, or a level file of your
                                                 own (your friend then needs the file too)
              --language ca                      the round in Catalan (a level file says
                                                 its own language)
            Your friend plays it with `wordfall play CODE` (or Friend's code on the home
            screen, `run CODE --script FILE`, `solve CODE`), then sends back the line
            `wordfall challenge result` prints; `wordfall compare LINE LINE...` (or c on
            the end screen) says who won. Your own words (`words add`) never apply to a
            challenge.
            """,
        subcommands: [ChallengeMakeCommand.self, ChallengeResultCommand.self],
        defaultSubcommand: ChallengeMakeCommand.self)
}

/// The code itself (the default of `challenge`).
struct ChallengeMakeCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "make", abstract: "Print a challenge code (the default of `wordfall challenge`).")

    @Argument(
        help: ArgumentHelp("A level file; with --daily, the day (YYYY-MM-DD, default today).", valueName: "level"),
        completion: .file(extensions: ["json"]))
    var level: String?

    @Flag(name: .long, help: "The day's puzzle: today's, or the day given.")
    var daily = false

    @Option(name: .long, help: ArgumentHelp("The standard round drawn from this seed (0 to 2^64-1).", valueName: "n"))
    var seed: UInt64?

    @Option(
        name: .long,
        help: ArgumentHelp(
            "The language to play in: en (english, the default), ca (catalan), de (german), es (spanish) or pl "
                + "(polish); a level file says its own.",
            valueName: "language"))
    var language: String?

    @Option(
        name: .long,
        help: ArgumentHelp("Your name, as your result lines carry it (kept for every challenge).", valueName: "name"))
    var name: String?

    @OptionGroup var dataOptions: DataOptions

    func validate() throws {
        let chosen = (daily ? 1 : 0) + (seed != nil ? 1 : 0) + (level != nil && !daily ? 1 : 0)
        guard chosen == 1 else {
            throw ValidationError("name one game: a level file, --daily [DATE] or --seed N")
        }
        if daily, let level, CalendarDay(level) == nil {
            throw ValidationError("'\(TerminalText.quoted(level))' is not a date: give it as YYYY-MM-DD")
        }
        if let name, !ChallengeResult.isName(name) {
            throw ValidationError(
                "'\(TerminalText.quoted(name))' is not a name a result carries: 1 to \(ChallengeResult.nameLimit) "
                    + "letters, digits, '_', '.' or '-'")
        }
        if let language, ChallengeLanguage(name: language) == nil {
            throw ValidationError(
                "'\(TerminalText.quoted(language))' is not a language this wordfall plays (it plays "
                    + ChallengeLanguage.allCases.map(\.name).joined(separator: ", ") + ")")
        }
    }

    func run() throws {
        let language = self.language.flatMap(ChallengeLanguage.init(name:))
        let made: ChallengeLevels.Made
        if let seed {
            made = try ChallengeLevels.make(seed: seed, language: language ?? .english)
        } else if daily {
            made = try ChallengeLevels.make(
                day: level.flatMap(CalendarDay.init) ?? CalendarDay.today(), language: language ?? .english)
        } else {
            made = try ChallengeLevels.make(path: level ?? "", language: language)
        }
        let stdout = OutputBuffer(descriptor: .standardOutput)
        stdout.writeLine(made.code.text)
        try stdout.finish()
        if let name {
            let data = SavedData.open(directory: dataOptions.dataDirectory)
            _ = ChallengeRecord.name(name, data: data)
            data.laterWarnings.flush()
            try data.laterWarnings.failIfSavesFailed()
        }
        if let note = made.note {
            let stderr = OutputBuffer(descriptor: .standardError)
            stderr.writeLine(note)
            stderr.flush()
        }
    }
}
