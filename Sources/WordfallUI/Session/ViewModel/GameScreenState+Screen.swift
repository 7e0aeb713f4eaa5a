import WordfallCore
import WordfallPlay

extension GameScreenState {
    /// What the screen shows over (or instead of) the level, each case with what it alone needs: an end
    /// screen has its review, a meaning its word, the quit dialog its question, so a screen that shows
    /// what it does not have cannot be drawn (decision 0050). Which one shows is the flow's
    /// (`PlayFlow.Screen`, `showing`); what it shows is the view's (`Shown`): `screen` is the two together.
    public enum Screen: Hashable, Sendable {
        /// The level, being played.
        case playing
        /// The board hidden, the clock stopped.
        case paused
        /// The keys and rules, scrolled this many lines.
        case help(scroll: Int)
        /// Every goal and the words found, over the game: what the compact layout of a small window leaves out.
        case goals
        /// A word's meaning, over the game.
        case meaning(word: String, lines: [String])
        /// The player's statistics (`StatisticsText.lines`; none: nothing saved), over the pause or end screen,
        /// scrolled this many lines.
        case statistics(lines: [String], scroll: Int = 0)
        /// Something about the saved data the player must read (a damaged file set aside), in full.
        case notice(String)
        /// The quit dialog.
        case quitDialog(QuitQuestion)
        /// The level is over: its review.
        case levelOver(Ending)
        /// The campaign screen: the pack's levels, one to pick.
        case campaign(CampaignState)
        /// Before a level's clock starts: its card (the first steps, the level's new rule, the offer to
        /// resume), scrolled this many lines.
        case intro(IntroCard, scroll: Int)

        /// Where play is, without what the screen shows: what the keys and the clock go by.
        public var mode: PlayFlow.Screen {
            switch self {
            case .playing: .playing
            case .paused: .paused
            case .help: .help
            case .goals: .goals
            case .meaning: .meaning
            case .statistics: .statistics
            case .notice: .notice
            case .quitDialog: .confirmingQuit
            case .levelOver(let ending): .levelOver(hasNext: ending.hasNext)
            case .campaign: .campaign
            case .intro: .intro
            }
        }

        /// How far the screen is scrolled, in lines (0 for a screen that does not scroll).
        public var scroll: Int {
            switch self {
            case .help(let scroll), .intro(_, let scroll), .statistics(_, let scroll): scroll
            case .levelOver(let ending): ending.scroll
            default: 0
            }
        }

        /// Scrolls a screen that scrolls by `lines`, kept within 0...`limit`; other screens stay as they are.
        public mutating func scroll(by lines: Int, limit: Int) {
            let to = { (scroll: Int) in min(max(0, scroll + lines), max(0, limit)) }
            switch self {
            case .help(let scroll): self = .help(scroll: to(scroll))
            case .statistics(let lines, let scroll): self = .statistics(lines: lines, scroll: to(scroll))
            case .intro(let card, let scroll): self = .intro(card, scroll: to(scroll))
            case .levelOver(var ending):
                ending.scroll = to(ending.scroll)
                self = .levelOver(ending)
            default: break
            }
        }
    }

    /// The quit dialog: its question and what it says is true right now (what is saved, what would be lost).
    public struct QuitQuestion: Hashable, Sendable {
        /// What is asked (its words: `text`), as the flow of play decided it.
        public var question: PlayFlow.Quit.Question
        /// What is true right now, in words (`FlowWording.note`).
        public var notes: [String]
        /// Whether the dialog offers `m`, back to the home screen (play started there).
        public var toHome: Bool
        /// Whether it is asked over the end screen (`n` goes back to it, not to the game).
        public var levelIsOver: Bool
        /// The past day played (`daily --date`), which the question names; nil for today's.
        public var day: CalendarDay?

        public init(
            question: PlayFlow.Quit.Question = .quitWordfall, notes: [String] = [], toHome: Bool = false,
            levelIsOver: Bool = false, day: CalendarDay? = nil
        ) {
            self.question = question
            self.notes = notes
            self.toHome = toHome
            self.levelIsOver = levelIsOver
            self.day = day
        }

        /// The question in words: "Quit wordfall?", on a daily in play "Leave today's puzzle?" (on a past
        /// day "Leave the puzzle of 2026-12-01?").
        public var text: String { FlowWording.question(question, day: day) }

        /// What `y` does: quit, leave a daily kept to resume, or end a daily that cannot be kept.
        public var yes: String {
            switch question {
            case .quitWordfall: "quit"
            case .leaveTodaysPuzzle: "leave"
            case .endTodaysPuzzle: "yes"
            case .finishTodaysRound: "finish"
            }
        }

        /// What `n` does: back to the end screen, or back to the game.
        public var no: String { levelIsOver ? "stay" : "keep playing" }
    }

    /// The end screen: the level's review and what the player can do now.
    public struct Ending: Hashable, Sendable {
        public var review: Review
        /// Whether a next level can be started.
        public var hasNext: Bool
        /// How far the review is scrolled, in lines.
        public var scroll: Int
        /// False for a moment after the end screen appears, while it ignores keys
        /// (`PlayFlow.Moments`, as the flow has it): its bar shows no keys until they work.
        public var keysWork: Bool

        public init(review: Review, hasNext: Bool = false, scroll: Int = 0, keysWork: Bool = true) {
            self.review = review
            self.hasNext = hasNext
            self.scroll = scroll
            self.keysWork = keysWork
        }
    }

    /// What each screen shows, as the view last filled it; which one shows is `showing`'s.
    public struct Shown: Hashable, Sendable {
        public var helpScroll = 0
        public var meaning = ""
        public var meaningLines: [String] = []
        public var statistics: [String] = []
        public var statisticsScroll = 0
        public var notice = ""
        public var quitDialog = QuitQuestion()
        public var ending: Ending?
        public var campaign: CampaignState?
        public var intro: IntroCard?
        public var introScroll = 0

        public init() {}

        /// Keeps what `screen` shows.
        public mutating func hold(_ screen: Screen) {
            switch screen {
            case .playing, .paused, .goals: break
            case .help(let scroll): helpScroll = scroll
            case .meaning(let word, let lines): (meaning, meaningLines) = (word, lines)
            case .statistics(let lines, let scroll): (statistics, statisticsScroll) = (lines, scroll)
            case .notice(let text): notice = text
            case .quitDialog(let dialog): quitDialog = dialog
            case .levelOver(let shown): ending = shown
            case .campaign(let shown): campaign = shown
            case .intro(let card, let scroll): (intro, introScroll) = (card, scroll)
            }
        }
    }

    /// What shows over (or instead of) the level: the screen where play is (`showing`, the flow's) with
    /// what the view filled it with (`shown`). Setting it sets both (a test's or a golden's whole state).
    public var screen: Screen {
        get {
            switch showing {
            case .playing: .playing
            case .paused: .paused
            case .help: .help(scroll: shown.helpScroll)
            case .goals: .goals
            case .meaning: .meaning(word: shown.meaning, lines: shown.meaningLines)
            case .statistics: .statistics(lines: shown.statistics, scroll: shown.statisticsScroll)
            case .notice: .notice(shown.notice)
            case .confirmingQuit: .quitDialog(shown.quitDialog)
            case .levelOver: shown.ending.map(Screen.levelOver) ?? .playing
            case .campaign: shown.campaign.map(Screen.campaign) ?? .playing
            case .intro: shown.intro.map { .intro($0, scroll: shown.introScroll) } ?? .playing
            }
        }
        set {
            showing = newValue.mode
            shown.hold(newValue)
        }
    }

    /// Where play is, as drawn (`screen.mode`).
    public var mode: PlayFlow.Screen { screen.mode }

    /// How far the screen showing is scrolled.
    public var scroll: Int { screen.scroll }

    /// The review, while the end screen shows.
    public var review: Review? {
        if case .levelOver(let ending) = screen { return ending.review }
        return nil
    }

    /// The card, while one shows.
    public var intro: IntroCard? {
        if case .intro(let card, _) = screen { return card }
        return nil
    }

    /// The campaign screen's state, while it shows.
    public var campaign: CampaignState? {
        if case .campaign(let campaign) = screen { return campaign }
        return nil
    }

    /// The quit dialog, while it shows.
    public var quitDialog: QuitQuestion? {
        if case .quitDialog(let dialog) = screen { return dialog }
        return nil
    }
}
