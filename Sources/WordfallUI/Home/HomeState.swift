import WordfallCore

/// What the home screen shows: the menu, or one of its pages (a list of packs or replays, the
/// statistics, the help), which entry is picked, and how far a page of text is scrolled.
public struct HomeState: Hashable, Sendable {
    /// The page showing.
    public enum Page: Hashable, Sendable {
        case menu, packs, replays, statistics, help
        /// The games left in progress, when more than one is kept: Continue lists them (issue 36).
        case kept
        /// Today's page, once its round is played: where the day stands, its share text, yesterday's
        /// answers; Enter plays the hunt.
        case daily
        /// A friend's challenge: the code is pasted or typed here, Enter plays it.
        case challenge
    }

    /// One line of a menu or list: what it is and what stands beside it ("not played yet").
    public struct Entry: Hashable, Sendable {
        public var title: String
        public var detail: String
        /// The detail said shorter, shown when the whole one does not fit its line (nil: it is cut).
        public var shortDetail: String?

        public init(title: String, detail: String = "", shortDetail: String? = nil) {
            self.title = title
            self.detail = detail
            self.shortDetail = shortDetail
        }
    }

    public var page: Page = .menu
    /// The menu's entries, in `HomeItem.allCases`' order.
    public var menu: [Entry]
    public var packs: [Entry] = []
    public var replays: [Entry] = []
    /// The games left in progress, the one left last first.
    public var kept: [Entry] = []
    /// The picked entry of each list page.
    public var picked: [Page: Int] = [:]
    /// The lines of the page of text showing (the statistics, today's result).
    public var textLines: [String] = []
    /// What Enter on Today's page plays ("the hunt", "today's round").
    public var dailyNext = "the hunt"
    /// Today's page with yesterday's missed words, which `a` shows; nil when there are none or they show.
    public var dailyAnswers: [String]?
    /// How far the help is scrolled.
    public var scroll = 0
    /// A line for the player under the list (why an entry cannot be opened).
    public var message: String?
    /// The code being pasted or typed on the challenge page.
    public var code = ""
    /// Whether hard mode is on for the daily and levels: the menu's switch shows it and `h` turns it.
    public var hard = false
    /// The language of the daily, practice and the endless game: the menu's Language entry shows it, `l`
    /// changes it.
    public var language = Language.english

    public init(menu: [Entry]) { self.menu = menu }

    /// The entries of the list page showing (the menu, the packs, the replays, the games in progress); none
    /// on a page of text.
    public var entries: [Entry] {
        switch page {
        case .menu: menu
        case .packs: packs
        case .replays: replays
        case .kept: kept
        case .statistics, .help, .daily, .challenge: []
        }
    }

    /// The picked entry of the list page showing.
    public var selected: Int { min(picked[page] ?? 0, max(0, entries.count - 1)) }

    /// The page's title, shown on its box.
    public var title: String {
        switch page {
        case .menu: "Home"
        case .packs: "Packs"
        case .replays: "Replays"
        case .kept: "Games in progress"
        case .statistics: "Statistics"
        case .help: "Help"
        case .daily: "Today's puzzle"
        case .challenge: "Friend's code"
        }
    }
}
