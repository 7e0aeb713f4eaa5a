import ArgumentParser
import Glibc
import WordfallCore
import WordfallProgress
import WordfallUI

/// `wordfall daily`: today's puzzle (or another day's), its level file, or its share text.
struct DailyCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "daily",
        abstract: "Play today's puzzle: a round, then the hunt.",
        discussion: """
            The board of a day is a pure function of the date and the generator version:
            every player gets the same one; a day begins at local midnight. A static 4x4
            board (no refill), a 3-minute clock and no move limit; the rank is the share
            of the board's total points you reach, shown live with the points to the next
            rank.
            One round per day. The quit key asks "Leave today's puzzle?": it is kept, its
            clock running on, and the next `wordfall daily` of that day resumes it.
            Once the round is played, `wordfall daily` plays the day's hunt: the same
            board, no clock, starting from the round's words and keeping every word found
            since, sitting after sitting; its rank climbs to Genius, Queen Bee for all.
            --level prints the day's level file (for run, check and solve); --share prints
            the share text of a day played (the round's and the hunt's lines); --calm plays
            the hunt. --language plays another language's daily (its own board, results
            and streak: docs/LANGUAGES.md).
            Exit status: 0, 1 for --share or --calm on a day not played, 2 for bad input.
            """
    )

    @Option(
        name: .long, help: ArgumentHelp("Another day's puzzle (default: today, local time).", valueName: "YYYY-MM-DD"))
    var date: String?

    @Flag(name: .long, help: "Print the day's level file as JSON instead of playing it.")
    var level = false

    @Flag(name: .long, help: "Print the share text of the day's result.")
    var share = false

    @Flag(name: .long, help: "Play the day's hunt (what `daily` plays once the round is played).")
    var calm = false

    @OptionGroup var languageOption: LanguageOption

    @OptionGroup var display: DisplayOptions

    @Flag(name: .long, help: "Play as lines of text a screen reader can follow (also when TERM is dumb or unset).")
    var plain = false

    @OptionGroup var dataOptions: DataOptions

    func validate() throws {
        if let date, CalendarDay(date) == nil {
            throw ValidationError(
                "--date '\(TerminalText.quoted(date))' is not a date: give YYYY-MM-DD, e.g. 2026-11-24")
        }
        if level && share { throw ValidationError("--level and --share cannot be used together") }
        if calm && (level || share) {
            throw ValidationError("--calm plays the hunt: it cannot be used with --level or --share")
        }
    }

    func run() throws {
        let today = CalendarDay.today()
        let day = date.flatMap(CalendarDay.init) ?? today
        let language = languageOption.chosen ?? .english
        if share {
            try Self.printShare(day, language: language, dataDirectory: dataOptions.dataDirectory, ascii: display.ascii)
            return
        }
        // A day's level is its answers: printed before its day, `solve` would give them away.
        guard day <= today else {
            throw CommandFailure.badInput("wordfall: error: \(day) is still to come: its puzzle opens that day")
        }
        if level {
            let puzzle = try Self.puzzle(day, language: language)
            let stdout = OutputBuffer(descriptor: .standardOutput)
            stdout.write(puzzle.puzzle.levelJSON)
            try stdout.finish()
            return
        }
        let puzzle = try Self.puzzle(day, language: language)
        let isPlain = PlainRunner.isChosen(plain)
        if !isPlain { try ScreenRunner.checkTerminal() }
        let data = SavedData.open(directory: dataOptions.dataDirectory)
        let result = data.store.flatMap { try? $0.dailyResult(on: day.description, language: language.code) }
        if let problem = result?.problem { throw Self.damaged(day, problem: problem, store: data.store) }
        // The hunt comes after the day's one round: before it, it would give the board away.
        if calm, result == nil {
            throw CommandFailure(
                lines: [
                    "wordfall: --calm plays the hunt, which comes after the round: play \(day) first "
                        + "(`wordfall daily\(date == nil ? "" : " --date \(day)")"
                        + "\(language.isEnglish ? "" : " --language \(language.code)")`)"
                ],
                status: 1)
        }
        var services = PlayServices.standard(data: data)
        services.pastDay = day == today ? nil : day
        services.dailyLanguage = language.isEnglish ? nil : language
        if result != nil {
            let recorder = HuntRecorder(
                data: data, puzzle: puzzle.puzzle, hunt: HuntRecorder.dayHunt(puzzle.puzzle, store: data.store))
            services.nudge = recorder.nudge
            services.nudgesGiven = recorder.nudgesGiven
            if isPlain {
                let play = DailyPlay(puzzle.puzzle, hunt: recorder.hunt)
                return try runPlain(
                    HuntPlay.level(puzzle.level), lexicon: puzzle.lexicon, data: data, play: play,
                    progress: recorder, services: services)
            }
            try ScreenRunner.play(display: display, data: data, afterScreen: data.laterWarnings.flush) { screen in
                Self.huntSession(puzzle, recorder: recorder, data: data, services: services, screen: screen)
            }
            try data.laterWarnings.failIfSavesFailed()
            return
        }
        let hard = display.chosenHard(keptIn: data)
        if isPlain {
            let play = DailyPlay(puzzle.puzzle)
            return try runPlain(
                Self.level(puzzle.level, hard: hard), lexicon: puzzle.lexicon, data: data, play: play,
                progress: StoredProgress(.daily(play), data: data), services: services)
        }
        try ScreenRunner.play(display: display, data: data, afterScreen: data.laterWarnings.flush) { screen in
            Self.session(puzzle, data: data, services: services, screen: screen, hard: hard)
        }
        try data.laterWarnings.failIfSavesFailed()
    }

    /// The day's puzzle in `language` and its level, with the language's bundled word list.
    static func puzzle(_ day: CalendarDay, language: Language = .english) throws(CommandFailure) -> (
        puzzle: DailyPuzzle, level: Level, lexicon: Lexicon
    ) {
        let lexicon: Lexicon
        do {
            lexicon = try Lexicon.bundled(language)
        } catch {
            throw CommandFailure.badInput(LexiconCache.message(for: error))
        }
        let puzzle = DailyPuzzle(day: day, language: language, lexicon: lexicon)
        do {
            let level = try LevelLoader().load(bytes: Array(puzzle.levelJSON.utf8), path: puzzle.id + ".json")
            return (puzzle, level, lexicon)
        } catch {
            throw CommandFailure.badInput(error.lines)
        }
    }

    /// The day's level, in hard mode or not (docs/RULES.md, "Hard mode"; a game kept resumes as it was kept).
    static func level(_ level: Level, hard: Bool) -> Level {
        var level = level
        level.rules.hard = hard
        return level
    }

    /// The session that plays a day's puzzle (`puzzle(_:)`): its round (in hard mode when `hard`), or once
    /// the round is played, its hunt.
    /// `resuming`: the kept game of the day picked on the home screen's Continue.
    static func session(
        _ loaded: (puzzle: DailyPuzzle, level: Level, lexicon: Lexicon), data: SavedData, services: PlayServices,
        screen: GameScreen, resuming: GameID? = nil, hard: Bool = false
    ) -> PlaySession {
        let (puzzle, level, lexicon) = loaded
        if (try? data.store?.dailyResult(on: puzzle.day.description, language: puzzle.language.code)) != nil {
            var services = services
            let recorder = HuntRecorder(
                data: data, puzzle: puzzle, hunt: HuntRecorder.dayHunt(puzzle, store: data.store))
            services.nudge = recorder.nudge
            services.nudgesGiven = recorder.nudgesGiven
            return huntSession(loaded, recorder: recorder, data: data, services: services, screen: screen)
        }
        let play = DailyPlay(puzzle)
        return PlaySession(
            DailyPuzzlePlay(
                level: Self.level(level, hard: hard), daily: play,
                progress: StoredProgress(.daily(play), data: data, resuming: resuming),
                unicodeShare: screen.theme.isUnicode),
            lexicon: { _ in lexicon }, notice: data.notice, services: services, screen: screen,
            now: GameClock.system.now)
    }

    /// The session that plays a day's hunt, its words kept by `recorder`.
    static func huntSession(
        _ loaded: (puzzle: DailyPuzzle, level: Level, lexicon: Lexicon), recorder: HuntRecorder, data: SavedData,
        services: PlayServices, screen: GameScreen
    ) -> PlaySession {
        let (puzzle, level, lexicon) = loaded
        return PlaySession(
            HuntPlay(level: level, daily: DailyPlay(puzzle, hunt: recorder.hunt), progress: recorder),
            lexicon: { _ in lexicon }, notice: data.notice, services: services, screen: screen,
            now: GameClock.system.now)
    }

    /// `--share`, from plain values: `DirectInvocation` calls it without argument-parser.
    static func printShare(_ day: CalendarDay, language: Language = .english, dataDirectory: String?, ascii: Bool)
        throws
    {
        let data = SavedData.open(directory: dataDirectory)
        guard let store = data.store else { throw CommandFailure(lines: [data.notice ?? "no saved data"], status: 1) }
        let result: DailyResult?
        do throws(ProgressError) {
            result = try store.dailyResult(on: day.description, language: language.code)
        } catch {
            throw CommandFailure(lines: ["wordfall: error: " + error.message], status: 1)
        }
        guard let result else {
            // Today's is played by the command a player types, without a date (a past day's needs it).
            let date = day == CalendarDay.today() ? "" : " --date \(day)"
            throw CommandFailure(
                lines: [
                    "wordfall: no result for \(day)\(language.isEnglish ? "" : " in \(language.ownName)"): play it with "
                        + "`wordfall daily\(date)\(language.isEnglish ? "" : " --language \(language.code)")`"
                ], status: 1)
        }
        if let problem = result.problem { throw damaged(day, problem: problem, store: store) }
        let stdout = OutputBuffer(descriptor: .standardOutput)
        let share = shareLines(result, store: store, unicode: !ascii && localeIsUTF8())
        for line in share { stdout.writeLine(line) }
        try stdout.finish()
        // What the `*` means, on stderr: stdout is the text to paste, stderr what the player reads.
        if ShareText.isHard(share) {
            let stderr = OutputBuffer(descriptor: .standardError)
            stderr.writeLine(ShareText.hardNote)
            try stderr.finish()
        }
    }

    /// A day's result that holds what no build writes (a rank no version names, a score above the total):
    /// the day stays played, but its result is neither shown nor shared as it is, nor its hunt played
    /// (issue 36, item 11).
    static func damaged(_ day: CalendarDay, problem: String, store: GameStore?) -> CommandFailure {
        CommandFailure(
            lines: [
                "wordfall: error: the result of \(day) kept in \(store?.path ?? "your saved data") is damaged, so it "
                    + "is not shown: \(problem)"
            ], status: 1)
    }

    /// The share text of a day played: the round's result and shape, then the hunt's line once a hunt
    /// was played that day (docs/RULES.md, "The daily: a round, then the hunt").
    static func shareLines(_ result: DailyResult, store: GameStore?, unicode: Bool) -> [String] {
        let day = SharedDay(result, store: store)
        return ShareText.lines(
            day: result.date, rank: result.rank, score: result.score, total: result.total,
            words: result.words, longestWordLength: result.bestWordLength, shape: shape(of: day),
            hunt: huntLine(result, day: day, store: store), unicode: unicode, hard: day.level?.rules.hard == true,
            language: language(of: result))
    }

    /// The hunt's share line of a day, nil when no hunt was played that day (or its board is another
    /// generator's).
    static func huntLine(_ result: DailyResult, day: SharedDay, store: GameStore?) -> ShareText.HuntLine? {
        guard let puzzle = day.puzzle,
            (try? store?.huntRank(on: result.date, language: language(of: result).code)) != nil
        else { return nil }
        return ShareText.HuntLine(HuntRecorder.dayHunt(puzzle, store: store))
    }

    /// The language of a day's result (English for a code this wordfall does not play).
    static func language(of result: DailyResult) -> Language {
        Language.coded(result.language) ?? .english
    }

    /// Whether the locale's character set is UTF-8 (as the screen decides for its own drawing).
    static func localeIsUTF8() -> Bool {
        setlocale(LC_CTYPE, "")
        guard let codeset = nl_langinfo(nl_item(CODESET)) else { return false }
        return String(cString: codeset) == "UTF-8"
    }
}
