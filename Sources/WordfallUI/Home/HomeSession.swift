import WordfallCore

/// The home screen that plain `wordfall` opens on: a menu (Continue, Today's puzzle, Endless, Practice,
/// Packs, Statistics, Replays, Help, Friend's code, the hard-mode switch, the language, Quit) and its pages. It plays nothing itself: it ends with the
/// player's `choice`, which the command plays (a `PlaySession`), then shows the menu again.
///
/// Fed `SessionInput`s by the same loop as a level; keys get their meaning from `KeyMap.home`.
public final class HomeSession: LoopSession {
    public let screen: HomeScreen
    public private(set) var state: HomeState
    /// What the player chose; the loop ends once it is set.
    public private(set) var choice: HomeChoice?
    public private(set) var revision = 0
    /// The window's size, once the loop has said it.
    public private(set) var size: (width: Int, height: Int)?
    let content: HomeContent
    /// The games Continue resumes (the one left last first), read once when the menu is made.
    let resumable: [ResumableGame]

    /// - Parameter message: a line to show under the menu (why the last choice could not be played).
    public init(
        content: HomeContent, screen: HomeScreen, picked item: HomeItem = .continuePlaying, message: String? = nil
    ) {
        self.content = content
        self.screen = screen
        let resumable = content.inProgress?() ?? []
        self.resumable = resumable
        let continues =
            switch resumable.count {
            case 0: content.continuePack
            case 1: resumable[0].title
            case 2: resumable[0].title + " (and 1 more game kept)"
            default: resumable[0].title + " (and \(resumable.count - 1) more games kept)"
            }
        let menu = HomeItem.allCases.map { item -> HomeState.Entry in
            switch item {
            case .continuePlaying: .init(title: item.title, detail: continues)
            case .daily: .init(title: item.title, detail: content.daily, shortDetail: content.dailyShort)
            case .endless: .init(title: item.title, detail: content.endless)
            case .practice: .init(title: item.title, detail: "a board of your own, untimed, nothing saved")
            case .hard: Self.hardEntry(content.hard)
            case .language: Self.languageEntry(content.language)
            case .packs: .init(title: item.title, detail: "the starter pack and the packs you played")
            case .statistics: .init(title: item.title, detail: "games, stars, best words, daily ranks")
            case .replays: .init(title: item.title, detail: "watch a game you played")
            case .help: .init(title: item.title, detail: "the rules and every key")
            case .challenge: .init(title: item.title, detail: "paste a challenge: the same game as your friend's")
            case .quit: .init(title: item.title)
            }
        }
        state = HomeState(menu: menu)
        state.hard = content.hard
        state.language = content.language
        state.picked[.menu] = item.rawValue
        state.message = message
    }

    public var isFinished: Bool { choice != nil }
    public var bells: Int { 0 }

    public func render(width: Int, height: Int) -> ScreenBuffer {
        screen.render(state, width: width, height: height)
    }

    public func handle(_ input: SessionInput) {
        switch input {
        case .resized(let width, let height): size = (width, height)
        case .tick: break
        case .key(let key):
            // A window too small shows no menu: keys would choose blind.
            if let size, HomeScreen.body(width: size.width, height: size.height) == nil { return }
            if state.page == .challenge { return typeCode(key) }
            // Today's page: `a` shows yesterday's missed words, asked for (docs/RULES.md).
            if state.page == .daily, key == .character("a"), let answers = state.dailyAnswers {
                return update {
                    $0.textLines = answers
                    $0.dailyAnswers = nil
                    $0.scroll = 0
                }
            }
            guard key != .resize, let input = KeyMap.input(for: key, on: state.page, pointing: target(x:y:)) else {
                return
            }
            apply(input)
        }
    }

    /// What is under the mouse at this cell: an entry of the list showing.
    func target(x: Int, y: Int) -> MouseTarget? {
        guard let size else { return nil }
        return screen.entry(atX: x, y: y, in: state, width: size.width, height: size.height).map(MouseTarget.entry)
    }

    /// Acts on one input of the home screen.
    public func apply(_ input: MenuInput) {
        let limit = size.map { screen.scrollLimit(for: state, width: $0.width, height: $0.height) } ?? .max
        update {
            $0.message = nil
            switch input {
            case .moved(let step):
                let count = $0.entries.count
                guard count > 0 else { return }
                $0.picked[$0.page] = min(max(0, $0.selected + step), count - 1)
            case .chosen:
                // Today's page: Enter plays the day's hunt (or, before it, its round).
                if $0.page == .daily { choice = .daily } else { open($0.selected, &$0) }
            case .numbered(let number): if number <= $0.entries.count { open(number - 1, &$0) }
            case .clicked(let row):
                if row == $0.selected { open(row, &$0) } else { $0.picked[$0.page] = row }
            case .back:
                if $0.page == .menu {
                    choice = .quit
                } else {
                    $0.page = .menu
                    $0.scroll = 0
                }
            case .scrolled(let lines):
                $0.scroll = min(max(0, $0.scroll + lines), max(0, limit))
            case .hardTurned:
                // The menu's switch has a key of its own, as Quit has `q`; a list's page ignores it.
                if $0.page == .menu { turnHard(&$0) }
            case .languageTurned:
                if $0.page == .menu { turnLanguage($0) }
            }
        }
    }

    /// Opens entry `index` of the list showing: a choice that ends the home screen, or a page.
    private func open(_ index: Int, _ state: inout HomeState) {
        guard state.entries.indices.contains(index) else { return }
        state.picked[state.page] = index
        switch state.page {
        case .packs: choice = .pack(index)
        case .replays: choice = .replay(index)
        case .kept: choice = .resume(index)
        case .statistics, .help, .daily, .challenge: break
        case .menu:
            switch HomeItem.allCases[index] {
            case .continuePlaying:
                switch resumable.count {
                case 0: choice = .continuePack
                case 1: choice = .resume(0)
                default:
                    // More than one game kept (two windows left one each): the player picks (issue 36).
                    state.kept = resumable.map { HomeState.Entry(title: $0.title) }
                    state.page = .kept
                }
            case .daily:
                // Its round played today: where the day stands, yesterday's answers; Enter plays the hunt
                // (before the round, yesterday's answers, and Enter plays the round).
                if let result = content.dailyPlayed {
                    state.textLines = result
                    state.dailyNext = content.dailyNext
                    state.dailyAnswers = content.dailyAnswers
                    state.page = .daily
                } else {
                    choice = .daily
                }
            case .quit: choice = .quit
            case .endless: choice = .endless
            case .practice: choice = .practice
            case .hard: turnHard(&state)
            case .language: turnLanguage(state)
            case .packs:
                state.packs = content.packs()
                state.page = .packs
                if state.packs.isEmpty { state.message = "No pack was found." }
            case .replays:
                state.replays = content.replays()
                state.page = .replays
                if state.replays.isEmpty { state.message = "No games kept yet: play one, then watch it here." }
            case .statistics:
                state.textLines = content.statistics?() ?? ["No saved data: nothing to show."]
                state.page = .statistics
            case .help:
                state.scroll = 0
                state.page = .help
            case .challenge:
                state.code = ""
                state.page = .challenge
            }
        }
    }

    /// The hard-mode switch's line: its state and what it means (docs/RULES.md, "Hard mode").
    static func hardEntry(_ on: Bool) -> HomeState.Entry {
        on
            ? .init(
                title: HomeItem.hard.title, detail: "on for levels and the daily's round: a miss costs, no check first",
                shortDetail: "on: levels and the daily's round; a miss costs")
            : .init(
                title: HomeItem.hard.title, detail: "off: levels and the daily's round check words as you type",
                shortDetail: "off: words are checked as you type")
    }

    /// The Language entry's line: the language and what it is for.
    static func languageEntry(_ language: Language) -> HomeState.Entry {
        .init(
            title: HomeItem.language.title,
            detail: "\(language.ownName) (\(language.code)) for Today's puzzle, Endless and Practice; l: the next",
            shortDetail: "\(language.ownName): the daily, Endless, Practice")
    }

    /// The language after `language` in the languages' table (after the last, the first): what `l` picks.
    static func next(after language: Language) -> Language {
        let all = Language.all
        let at = all.firstIndex(of: language) ?? all.count - 1
        return all[(at + 1) % all.count]
    }

    /// Ends the home screen with the next language, which the command keeps and shows the menu again in.
    private func turnLanguage(_ state: HomeState) {
        choice = .language(Self.next(after: state.language))
    }

    /// Turns hard mode on or off for the daily and levels, kept for the next game (as `--hard` keeps it).
    private func turnHard(_ state: inout HomeState) {
        state.hard.toggle()
        state.menu[HomeItem.hard.rawValue] = Self.hardEntry(state.hard)
        content.keepHard(state.hard)
    }

    /// A key on the challenge page: the code is typed or pasted (every key is the line's), Enter plays it
    /// once it reads as a code (else says what is wrong with it), Esc goes back.
    private func typeCode(_ key: Key) {
        update {
            switch key {
            case .character(let character):
                $0.message = nil
                if $0.code.count < 80 { $0.code.append(character) }
            case .backspace, .delete:
                $0.message = nil
                $0.code = String($0.code.dropLast())
            case .enter:
                let text = $0.code.trimmingSpaces
                guard !text.isEmpty else { return }
                do throws(ChallengeCodeError) {
                    choice = .challenge(try ChallengeCode(reading: text).text)
                } catch {
                    $0.message = "\(TerminalText.quoted(text)): \(error.message)"
                }
            case .escape, .control("d"):
                $0.message = nil
                $0.page = .menu
            default:
                break
            }
        }
    }

    private func update(_ change: (inout HomeState) -> Void) {
        let before = state
        change(&state)
        if state != before || choice != nil { revision &+= 1 }
    }
}
