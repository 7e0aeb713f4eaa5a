import Glibc
import WordfallCore
import WordfallProgress
import WordfallTerminal
import WordfallUI

/// Plain `wordfall`: the home screen, then what the player picks there (a pack's campaign, today's
/// puzzle, a replay), and the home screen again when they ask for it in the quit dialog, until they
/// quit. One terminal for all of it: the screen is not torn down between the menu and a game.
struct HomeRunner {
    var display: DisplayOptions
    var options: LevelOptions
    var bell: Bool
    var data: SavedData
    /// The language `--language` chose (`wordfall --language ca`), kept for next time; nil: as kept.
    var language: Language? = nil

    func run() throws(CommandFailure) {
        let terminal: NcursesTerminal
        do {
            terminal = try NcursesTerminal.start(color: !display.noColor)
        } catch {
            throw CommandFailure.badInput(error.description.split(separator: "\n").map(String.init))
        }
        let theme = Theme(
            name: display.chosenTheme(keptIn: data), unicode: terminal.localeIsUTF8 && !display.ascii,
            color: terminal.usesColor)
        var loop = GameLoop(terminal: terminal.driver())
        loop.animates = !display.noAnimation
        var picked = HomeItem.continuePlaying
        // The daily's and levels' hard mode: as `--hard` says (kept), else as kept; the home screen's switch turns it.
        var hard = display.chosenHard(keptIn: data, keeping: true)
        // The language of Today's puzzle, Practice and Endless: as `--language` says, else as kept; `l` changes it.
        var language = Self.chosenLanguage(language, keptIn: data)
        var message = data.notice
        func stop(_ signal: Int32?) {
            terminal.stop()
            data.laterWarnings.flush()
            if let signal { Glibc.exit(128 + signal) }
        }
        while true {
            let shelf = HomeShelf(data: data, unicode: theme.isUnicode, language: language)
            var content = shelf.content()
            content.hard = hard
            content.keepHard = { [data] in data.keepSetting("hard", to: $0 ? "on" : "off") }
            content.language = language
            let home = HomeSession(content: content, screen: HomeScreen(theme: theme), picked: picked, message: message)
            message = nil
            if case .signal(let number) = loop.run(home) { stop(number) }
            hard = home.state.hard
            guard let choice = home.choice, choice != .quit else { break }
            picked = Self.item(of: choice)
            if case .language(let next) = choice {
                // The home screen again, in that language (its daily's line is that language's).
                language = next
                data.keepSetting("language", to: next.code)
                continue
            }
            let session: PlaySession
            do throws(CommandFailure) {
                guard
                    let made = try makeSession(
                        choice, shelf: shelf, screen: GameScreen(theme: theme), hard: hard, language: language)
                else {
                    message = shelf.unavailable(choice)
                    continue
                }
                session = made
            } catch {
                // A pack that no longer loads, a damaged replay: said on the home screen, which stays.
                message = error.lines.joined(separator: " ")
                continue
            }
            if case .signal(let number) = loop.run(session) {
                // Stopped by a signal: a daily in play still gets its one result (PlaySession.abandon).
                session.abandon(terminalLost: number == SIGHUP)
                stop(number)
            }
            if !session.backToMenu { break }
        }
        stop(nil)
        try data.laterWarnings.failIfSavesFailed()
    }

    /// The menu entry a choice came from, picked again when the home screen comes back.
    static func item(of choice: HomeChoice) -> HomeItem {
        switch choice {
        case .resume, .continuePack: .continuePlaying
        case .daily: .daily
        case .endless: .endless
        case .practice: .practice
        case .pack: .packs
        case .replay: .replays
        case .challenge: .challenge
        case .language: .language
        case .quit: .quit
        }
    }

    /// The language `--language` chose, kept for next time (as `--hard` is); else the one kept, else English.
    static func chosenLanguage(_ chosen: Language?, keptIn data: SavedData) -> Language {
        if let chosen {
            data.keepSetting("language", to: chosen.code)
            return chosen
        }
        return data.store?.setting("language").flatMap(Language.coded) ?? .english
    }

    /// The session for the player's choice; nil when there is nothing to play (today's puzzle played).
    private func makeSession(
        _ choice: HomeChoice, shelf: HomeShelf, screen: GameScreen, hard: Bool, language: Language
    ) throws(CommandFailure) -> PlaySession? {
        var services = PlayServices.standard(data: data)
        services.fromHome = true
        // The home screen said in full what is wrong with the saved data: a game does not say it again.
        var data = data
        data.notice = nil
        switch choice {
        case .continuePack, .pack:
            let folder: String
            if case .pack(let index) = choice {
                guard shelf.packs.indices.contains(index) else { return nil }
                folder = shelf.packs[index].folder
            } else {
                folder = shelf.continueFolder
            }
            var campaign = try Campaign.load(path: folder, options: options)
            campaign.follow(data)
            campaign.playHard(hard)
            PackShelf(directory: data.directory).remember(folder)
            return PlayCommand.session(campaign, services: services, screen: screen, bell: bell)
        case .daily:
            // Its round played, today's puzzle is its hunt (`DailyCommand.session` knows which).
            if let problem = shelf.todaysResult?.problem {
                throw DailyCommand.damaged(shelf.today, problem: problem, store: data.store)
            }
            let puzzle = try DailyCommand.puzzle(shelf.today, language: language)
            services.dailyLanguage = language.isEnglish ? nil : language
            return DailyCommand.session(puzzle, data: data, services: services, screen: screen, hard: hard)
        case .endless, .practice:
            // A new seed each time, never hard (docs/RULES.md, "Hard mode"); the endless game keeps its bests.
            // In the home screen's language, its tiles and its word list.
            let seed = UInt64.random(in: .min ... .max)
            var lexicons = LexiconCache()
            var level: Level = choice == .endless ? .endless(seed: seed) : .practice(seed: seed, fixed: false)
            level.language = language
            level.bag = language.tiles.bag
            let prepared = try PreparedLevel.prepare(level, options: LevelOverrides(), lexicons: &lexicons)
            let kind: any PlayKind =
                choice == .endless
                ? EndlessPlay(level: prepared.level, progress: EndlessProgress(data: data))
                : PracticePlay(level: prepared.level)
            return PlaySession(
                kind, lexicon: { _ in prepared.lexicon }, notice: nil, services: services, screen: screen, bell: bell,
                now: GameClock.system.now)
        case .replay(let index):
            let replays = shelf.replays()
            guard replays.indices.contains(index) else { return nil }
            return try ReplayCommand.session(replays[index], screen: screen, services: services)
        case .resume(let index):
            // The game picked (the one left last when one alone is kept): its pack's campaign, today's puzzle
            // or its level file, each of which offers to resume it where it stood (docs/decisions/0090, 0406).
            let kept = shelf.continuable()
            guard kept.indices.contains(index) else { return nil }
            let entry = kept[index]
            if let date = entry.dailyDate {
                guard let day = CalendarDay(date) else { return nil }
                // A past day's kept round names its date in its quit messages (docs/RULES.md).
                if day != shelf.today { services.pastDay = day }
                // The kept round's level id names its language (`DailyPuzzle.id`).
                let language = Language.all.first { DailyPuzzle.id(of: day, language: $0) == entry.level } ?? .english
                services.dailyLanguage = language.isEnglish ? nil : language
                return DailyCommand.session(
                    try DailyCommand.puzzle(day, language: language), data: data, services: services, screen: screen,
                    resuming: entry.id,
                    hard: hard)
            }
            var campaign: Campaign
            if let key = entry.pack {
                guard let folder = shelf.packs.first(where: { $0.pack.progressKey == key })?.folder else { return nil }
                campaign = try Campaign.load(path: folder, options: options)
            } else {
                campaign = try Campaign.load(inProgress: entry, options: options)
            }
            campaign.follow(data, resuming: entry)
            campaign.playHard(hard)
            return PlayCommand.session(campaign, services: services, screen: screen, bell: bell)
        case .challenge(let code):
            // As `wordfall play CODE` plays it: the code's word list alone, its result on the end screen.
            var campaign = try Campaign.load(path: code, options: options)
            campaign.follow(data)
            return PlayCommand.session(campaign, services: services, screen: screen, bell: bell)
        case .quit, .language:
            return nil
        }
    }
}
