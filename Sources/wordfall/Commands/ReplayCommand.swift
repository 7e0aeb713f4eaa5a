import ArgumentParser
import Glibc
import WordfallCore
import WordfallHeadless
import WordfallProgress
import WordfallUI

/// `wordfall replay`: the games played on screen, kept with their moves, listed, played back,
/// verified and exported.
struct ReplayCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "replay",
        abstract: "List, play back, verify or export your games.",
        discussion: """
            Every game played in the terminal is kept with its level (its full text, so a
            later edit of the file changes nothing) and its moves with their times.
              wordfall replay --list             id, date, level, score, stars, ending
              wordfall replay ID                 play it back on screen at its own pace
                                                 (Space pauses, right arrow skips, q quits)
              wordfall replay --verify ID        re-run it headless: exit 0 when it ends
                                                 as recorded, 1 when it does not
              wordfall replay --export ID        a move script (with :wait lines) that
                                                 `wordfall run` plays to the same end
              wordfall replay --export-level ID  the level file it was played on
              wordfall replay --export-words ID  the word list it was played with, your
                                                 own words included (`run --dictionary`)
            A game is replayed with the words it was played with: your own words
            as they were then (`wordfall words`), whatever they are now.
            Exit status: 0, 1 (--verify: a different end; no such game, or its saved moves
            or level damaged), 2 bad arguments.
            """
    )

    @Argument(help: ArgumentHelp("The game's id (see --list).", valueName: "id"))
    var id: Int?

    @Flag(name: .long, help: "List the games kept.")
    var list = false

    @Flag(name: .long, help: "Re-run the game headless and compare its end with the recorded one.")
    var verify = false

    @Flag(name: .long, help: "Print the game's moves as a move script.")
    var export = false

    @Flag(name: .customLong("export-level"), help: "Print the level file the game was played on.")
    var exportLevel = false

    @Flag(
        name: .customLong("export-words"),
        help: "Print the word list the game was played with (your own words included).")
    var exportWords = false

    @OptionGroup var display: DisplayOptions

    @OptionGroup var dataOptions: DataOptions

    func validate() throws {
        let modes = [list, verify, export, exportLevel, exportWords].filter { $0 }.count
        guard modes <= 1 else {
            throw ValidationError("Give one of --list, --verify, --export, --export-level, --export-words.")
        }
        if list && id != nil { throw ValidationError("--list takes no game id.") }
        if display.hard != nil {
            throw ValidationError("--hard and --no-hard are for play and daily: a replay is played as it was played.")
        }
        if !list && id == nil { throw ValidationError("Give a game id (see `wordfall replay --list`).") }
    }

    func run() throws {
        // Played on screen: a terminal that cannot show it refuses before any saved data is opened.
        if !(list || verify || export || exportLevel || exportWords) { try ScreenRunner.checkTerminal() }
        let data = SavedData.open(directory: dataOptions.dataDirectory)
        try data.refuseWhenDamaged()
        guard let store = data.store else {
            throw CommandFailure(lines: ["wordfall: error: " + (data.notice ?? "no saved data")], status: 1)
        }
        let stdout = OutputBuffer(descriptor: .standardOutput)
        if list {
            let replays = try Self.read { () throws(ProgressError) in try store.replays() }
            for report in store.takeDamageReports() { SavedData.warn(report) }
            if replays.isEmpty { stdout.writeLine("No games kept yet: play one with `wordfall`.") }
            let unicode = DailyCommand.localeIsUTF8()
            for replay in replays { stdout.writeLine(Self.listLine(replay, unicode: unicode)) }
            try stdout.finish()
            return
        }
        guard let id, let replay = try Self.read({ () throws(ProgressError) in try store.replay(id: id) }) else {
            throw CommandFailure(
                lines: ["wordfall: error: no game \(id ?? 0) kept (see `wordfall replay --list`)"], status: 1)
        }
        guard var moves = ReplayText.decode(replay.moves) else {
            throw CommandFailure(lines: ["wordfall: error: the moves of game \(id) are damaged"], status: 1)
        }
        // A game recorded before finishing was a move (issue 22) ends at its last move: completed the moment
        // its goals were done, or ended by the player. The player's finish says both now.
        if replay.ending == .completed || replay.ending == .ended, moves.last?.move != .finish {
            moves.append(TimedMove(move: .finish, at: moves.last?.at ?? 0))
        }
        let endsAt = replay.ending == .outOfTime ? replay.duration : nil
        if exportLevel {
            stdout.write(replay.levelText)
        } else if export {
            var script = ReplayText.script(moves, endsAt: endsAt, title: "game \(id), \(replay.level)")
            if let words = replay.playerWords, !words.isEmpty {
                // A comment line after the first: the script plays the same with the list that has them.
                let first = script.firstIndex(of: "\n").map { script.index(after: $0) } ?? script.endIndex
                script.insert(
                    contentsOf: "# played with your own words: run it with --dictionary and the list "
                        + "`wordfall replay --export-words \(id)` prints\n", at: first)
            }
            stdout.write(script)
        } else {
            let level = try Self.level(of: replay)
            let lexicon = try Self.lexicon(of: replay, level: level)
            if exportWords {
                stdout.write(lexicon.wordListText())
                try stdout.finish()
                return
            }
            if verify {
                let game = Game(level: level, lexicon: lexicon)
                game.start()
                for move in ReplayText.moves(moves, endsAt: endsAt) { game.play(move) }
                let ending = Self.ending(of: game.status)
                let same =
                    game.score == replay.score
                    && (ending == replay.ending || (replay.ending == .ended && game.status.isOver))
                stdout.writeLine(
                    "game \(id): recorded \(replay.score) points, \(replay.ending.rawValue); "
                        + "replayed \(game.score) points, \(ending?.rawValue ?? "still playing"): "
                        + (same ? "the same" : "DIFFERENT"))
                try stdout.finish()
                if !same { throw ExitCode(1) }
                return
            }
            try ScreenRunner.checkTerminal()
            try ScreenRunner.play(display: display, data: data, afterScreen: data.laterWarnings.flush) { screen in
                // Its review's missed words with their meanings, as at the game's own end (issue 40).
                Self.session(
                    level: level, lexicon: lexicon, moves: moves, screen: screen, services: .standard(data: nil))
            }
            // A --theme that could not be kept (a read-only store) exits 74, as for `play`.
            try data.laterWarnings.failIfSavesFailed()
            return
        }
        try stdout.finish()
    }

    /// `ID  DATE  TITLE  SCORE points  STARS  HOW IT ENDED`: the level's title from the level text kept
    /// with the game (its id when that text is damaged), stars as the terminal can show them, and none
    /// for a daily puzzle, which has ranks.
    static func listLine(_ replay: StoredReplay, unicode: Bool) -> String {
        var time = time_t(replay.endedAt)
        var parts = tm()
        gmtime_r(&time, &parts)
        func two(_ value: Int32) -> String { value < 10 ? "0\(value)" : "\(value)" }
        let date =
            "\(parts.tm_year + 1900)-\(two(parts.tm_mon + 1))-\(two(parts.tm_mday)) \(two(parts.tm_hour)):\(two(parts.tm_min))"
        let title = (try? LevelLoader().load(bytes: Array(replay.levelText.utf8), path: "game.json"))?.title
        let isDaily = replay.pack == nil && replay.level.hasPrefix("daily-")
        let stars =
            isDaily
            ? "" : "  " + StarText.stars(replay.stars, unicode: unicode)
        return "\(replay.id)  \(date) UTC  \(title ?? replay.level)  \(NumberText.grouped(replay.score)) points"
            + stars + "  " + replay.ending.described
    }

    /// The session that plays `replay` back.
    static func session(_ replay: StoredReplay, screen: GameScreen, services: PlayServices = .none)
        throws(CommandFailure) -> PlaySession
    {
        guard let moves = ReplayText.decode(replay.moves) else {
            throw CommandFailure(lines: ["wordfall: error: the moves of game \(replay.id) are damaged"], status: 1)
        }
        let level = try level(of: replay)
        let lexicon = try lexicon(of: replay, level: level)
        return session(level: level, lexicon: lexicon, moves: moves, screen: screen, services: services)
    }

    /// The word list `replay` was played with: its level's, with the player's own words of the time
    /// (docs/RULES.md, "One game"; issue 30: the bundled list alone refused the words the player added).
    static func lexicon(of replay: StoredReplay, level: Level) throws(CommandFailure) -> Lexicon {
        var lexicons = LexiconCache()
        let lexicon = try lexicons.lexicon(at: level.dictionary, language: level.language)
        guard let words = replay.playerWords, !words.isEmpty else { return lexicon }
        return lexicon.amended(adding: words.added, removing: words.removed)
    }

    static func session(
        level: Level, lexicon: Lexicon, moves: [TimedMove], screen: GameScreen, services: PlayServices = .none
    ) -> PlaySession {
        PlaySession(
            ReplayPlay(level: level, moves: moves, daily: daily(level, lexicon: lexicon)), lexicon: { _ in lexicon },
            services: services, screen: screen, now: GameClock.system.now)
    }

    /// The daily puzzle `level` was, when it was one (its id `daily-YYYY-MM-DD`, another language's
    /// `daily-CODE-YYYY-MM-DD`, its one goal the board's total points, as `DailyPuzzle` writes it); its end is
    /// then shown as a rank.
    static func daily(_ level: Level, lexicon: Lexicon? = nil) -> DailyPlay? {
        guard level.id.hasPrefix("daily-"), let day = CalendarDay(String(level.id.suffix(10))),
            level.id == DailyPuzzle.id(of: day, language: level.language),
            level.goals.count == 1, case .score(let total) = level.goals[0].kind
        else { return nil }
        var play = DailyPlay(day: day, generator: DailyPuzzle.generatorVersion, total: total)
        play.language = level.language
        if let lexicon {
            let board = Game(level: level, lexicon: lexicon).board
            let words = lexicon.search(on: board, minLength: level.rules.minWordLength).words
            play.expected = Set(words.filter(\.isExpected).map(\.word))
        }
        return play
    }

    /// The level kept with `replay`. Its text is saved data, not a file the player gave: text that no
    /// longer loads is damage (status 1, as HEADLESS.md says), said with what is wrong where in it, never
    /// as a level file's error naming a file that does not exist (issue 36, item 7).
    static func level(of replay: StoredReplay) throws(CommandFailure) -> Level {
        do {
            return try LevelLoader().load(bytes: Array(replay.levelText.utf8), path: "game-\(replay.id).json")
        } catch {
            let problems = error.diagnostics.prefix(10).map { diagnostic in
                switch diagnostic.place {
                case .file: "  " + diagnostic.message
                case .syntax(let line, let column): "  line \(line), column \(column): " + diagnostic.message
                case .value(let path, _, _): "  " + (path.isEmpty ? "" : path + ": ") + diagnostic.message
                }
            }
            throw CommandFailure(
                lines: ["wordfall: error: the level kept with game \(replay.id) in the saved data is damaged:"]
                    + problems,
                status: 1)
        }
    }

    static func ending(of status: GameStatus) -> GameEnding? {
        switch status {
        case .completed: .completed
        case .failed(.outOfMoves): .outOfMoves
        case .failed(.outOfTime): .outOfTime
        case .failed(.noWordsLeft): .noWordsLeft
        case .failed(.burnedDown): .burnedDown
        case .ended: .ended
        case .ready, .playing: nil
        }
    }

    static func read<T>(_ body: () throws(ProgressError) -> T) throws(CommandFailure) -> T {
        do {
            return try body()
        } catch {
            throw CommandFailure(lines: ["wordfall: error: " + error.message], status: 1)
        }
    }
}
