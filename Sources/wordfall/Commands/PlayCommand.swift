import ArgumentParser
import Glibc
import WordfallCore
import WordfallProgress
import WordfallUI

/// `wordfall play [PATH]`: plays a level file or a level pack in the terminal.
///
/// Everything that can be wrong with the input (level files, the pack, word
/// lists, the terminal itself) is checked before the screen starts, so a
/// problem is a message on stderr and exit status 2, never a broken screen.
/// Once the screen is up, it is restored on every way out (quit, Ctrl-C,
/// SIGTERM, SIGHUP, Ctrl-\\ (SIGQUIT), a crash); a stop signal exits with 128 + its number.
struct PlayCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "play",
        abstract: "Play a level file or a pack folder on screen.",
        discussion: """
            With no PATH, plays the bundled starter pack from your saved progress (plain
            `wordfall`, without `play`, opens the home screen instead).
            A pack opens on its campaign screen: pick a level with the arrows, Enter plays.
            Keys: type letters to build a word (its path lights up), Enter submits,
            Backspace deletes, Esc clears, arrows and Space or the mouse pick tiles, Tab
            shuffles, ! gives a hint, ? shows every key, Ctrl-P pauses, Ctrl-D quits.
            --plain (and TERM=dumb or unset, or no terminal) plays as lines of text: type a
            word and Enter, or help for the commands.
            To play a move script, use `wordfall run LEVEL`.
            """)

    @Argument(
        help: "A level file, a level pack folder (with pack.json) or a challenge code. Default: the bundled pack.",
        completion: .file(extensions: ["json"]))
    var path: String?

    @OptionGroup var display: DisplayOptions

    @Flag(name: .long, help: "Ring the terminal's bell when a level is completed.")
    var bell = false

    @Flag(
        name: .long,
        help:
            "Play as lines of text a screen reader can follow (also when TERM is dumb or unset, or without a terminal)."
    )
    var plain = false

    @OptionGroup var options: LevelOptions

    @OptionGroup var language: LanguageOption

    @OptionGroup var dataOptions: DataOptions

    @Option(
        name: .long,
        help: ArgumentHelp(
            "With a challenge code: the name your result line carries (kept for the next ones).", valueName: "name"))
    var name: String?

    /// A PATH that does not exist is most likely a mistyped subcommand (`play` is the default one).
    func validate() throws {
        if let name, !ChallengeResult.isName(name) {
            throw ValidationError(
                "'\(TerminalText.quoted(name))' is not a name a result carries: 1 to \(ChallengeResult.nameLimit) "
                    + "letters, digits, '_', '.' or '-'")
        }
        if let path, access(path, F_OK) != 0, !ChallengeCode.looksLikeCode(path) {
            throw ValidationError(
                "'\(TerminalText.quoted(path))' is not a command, a level file or a level pack folder (see `wordfall --help`)"
            )
        }
    }

    /// A level file or pack in another language than `--language` asks for is refused (status 2): the file
    /// names its language, the option picks a bundled pack's.
    static func check(_ campaign: Campaign, path: String?, language: Language?) throws(CommandFailure) {
        guard let path, let language,
            let other = campaign.levels.first(where: { $0.level.language != language })?.level.language
        else { return }
        throw .badInput(
            "\(TerminalText.shown(path)): error: the level is in \(other.name) (\(other.code)), not "
                + "\(language.name) (--language \(language.code)); give no path to play the \(language.name) pack")
    }

    func run() throws {
        // Plain `wordfall` (no subcommand, no path) opens the home screen; `wordfall play` goes straight in.
        // Without a usable screen (or with --plain) plain mode has its own home: the bundled pack and
        // today's puzzle as numbered choices.
        if path == nil, CommandLine.arguments.dropFirst().first != "play", !PlainRunner.isChosen(plain) {
            try ScreenRunner.checkTerminal()
            let data = SavedData.open(directory: dataOptions.dataDirectory)
            try HomeRunner(
                display: display, options: options, bell: bell, data: data, language: language.chosen
            ).run()
            return
        }
        var campaign = try Campaign.load(path: path, options: options, language: language.chosen ?? .english)
        try Self.check(campaign, path: path, language: language.chosen)
        if PlainRunner.isChosen(plain) { return try runPlain(campaign) }
        try ScreenRunner.checkTerminal()
        let data = SavedData.open(directory: dataOptions.dataDirectory)
        campaign.follow(data)
        campaign.playHard(display.chosenHard(keptIn: data))
        if let path, campaign.packTitle != nil { PackShelf(directory: data.directory).remember(path) }
        let services = PlayServices.standard(data: campaign.data)
        let warnings = campaign.data?.laterWarnings
        let earlier = Self.challengeResults(campaign).count
        try ScreenRunner.play(display: display, data: campaign.data, afterScreen: { warnings?.flush() }) { screen in
            Self.session(campaign, services: services, screen: screen, bell: bell, name: name)
        }
        try warnings?.failIfSavesFailed()
        try Self.printChallengeResult(campaign, earlier: earlier)
    }

    /// The results kept of the challenge `campaign` plays (none when it is not one), oldest first.
    static func challengeResults(_ campaign: Campaign) -> [ChallengeResult] {
        guard let code = campaign.levels.first?.challenge, let store = campaign.data?.store else { return [] }
        let name = ChallengeRecord.lineName(nil, data: campaign.data)
        return ChallengeRecord.results(in: store, name: name).filter { $0.code == code }
    }

    /// The result that counts of the challenge `campaign` plays: its first play to the end, a game or a duel
    /// (`ChallengeRecord.firstResults`); nil when there is none yet or it is not a challenge.
    static func counted(_ campaign: Campaign) -> ChallengeResult? {
        guard let code = campaign.levels.first?.challenge, let store = campaign.data?.store else { return nil }
        return ChallengeRecord.counted(code, in: store, name: ChallengeRecord.lineName(nil, data: campaign.data))
    }

    /// After a challenge played on screen or in plain mode, its result line on stdout, to copy whole: the
    /// first play's, once this play ended (there were `earlier` before it): a later play is practice, said so.
    /// A challenge left before its end has none yet: an earlier game's line is never printed for it.
    static func printChallengeResult(_ campaign: Campaign, earlier: Int) throws(CommandFailure) {
        guard let code = campaign.levels.first?.challenge else { return }
        let results = challengeResults(campaign)
        let stdout = OutputBuffer(descriptor: .standardOutput)
        if results.count > earlier, let mine = results.last, let result = counted(campaign) ?? results.first {
            // Practice when the code was played before: a game kept, or a duel whose line was kept.
            if earlier > 0 || !ChallengeRecord.isSame(mine, as: result) {
                stdout.writeLine(
                    "Practice: a challenge's result is its first play's, and this code was played before. "
                        + "Your result, to send back: \(result.line)")
            } else {
                stdout.writeLine("Your result, to send back: \(result.line)")
            }
        } else if campaign.data?.store != nil {
            stdout.writeLine(
                "No result yet: the challenge was left before its end; `wordfall play \(code.text)` goes back to it.")
        }
        try stdout.finish()
    }

    /// The challenge `campaign` plays, nil when it is not one: its name (`--name`, else the one kept; nil asks
    /// on screen), the first play of its code kept (a later one is practice), and where comparisons are kept.
    /// `asks`: whether a name never given is asked (false for lines read from a script: the login name).
    static func challengePlay(_ campaign: Campaign, name: String?, asks: Bool = true) -> ChallengePlay? {
        guard let first = campaign.levels.first, let code = first.challenge else { return nil }
        let data = campaign.data
        let store = data?.store
        let known = ChallengeRecord.name(name, data: data) ?? (asks ? nil : ChallengeRecord.suggestedName)
        return ChallengePlay(
            level: first.level, code: code, name: known,
            suggestedName: ChallengeRecord.suggestedName, lexicon: first.lexicon, progress: campaign.progress,
            counted: counted(campaign),
            keepName: { data?.keepSetting(ChallengeRecord.nameSetting, to: $0) },
            keep: { comparison, mine in store.flatMap { ChallengeRecord.keep(comparison, mine: mine, in: $0) } })
    }

    /// The session that plays `campaign`: a pack is a campaign, a level file is played on its own.
    static func session(
        _ campaign: Campaign, services: PlayServices, screen: GameScreen, bell: Bool, name: String? = nil
    ) -> PlaySession {
        let levels = campaign.levels.map(\.level)
        if let kind = challengePlay(campaign, name: name) {
            return PlaySession(
                kind, lexicon: campaign.lexicon(for:), notice: campaign.notice, services: services, screen: screen,
                bell: bell, now: GameClock.system.now)
        }
        let kind: any PlayKind =
            campaign.packTitle.map {
                CampaignPlay(
                    packTitle: $0, levels: levels, startIndex: campaign.startIndex, progress: campaign.progress)
            } ?? LevelPlay(levels: levels, startIndex: campaign.startIndex, progress: campaign.progress)
        return PlaySession(
            kind, lexicon: campaign.lexicon(for:), notice: campaign.notice, services: services, screen: screen,
            bell: bell, now: GameClock.system.now)
    }
}
