/// What the home screen shows: the menu, or one of its pages (a list of packs or replays, the
/// statistics, the help), which entry is picked, and how far a page of text is scrolled.
package struct HomeState: Hashable, Sendable {
    /// The page showing.
    package enum Page: Hashable, Sendable {
        case menu, packs, replays, statistics, help
        /// Today's result, when today's puzzle was played: one result a day.
        case daily
    }

    /// One line of a menu or list: what it is and what stands beside it ("not played yet").
    package struct Entry: Hashable, Sendable {
        package var title: String
        package var detail: String

        package init(title: String, detail: String = "") {
            self.title = title
            self.detail = detail
        }
    }

    package var page: Page = .menu
    /// The menu's entries, in `HomeItem.allCases`' order.
    package var menu: [Entry]
    package var packs: [Entry] = []
    package var replays: [Entry] = []
    /// The picked entry of each list page.
    package var picked: [Page: Int] = [:]
    /// The lines of the page of text showing (the statistics, today's result).
    package var textLines: [String] = []
    /// How far the help is scrolled.
    package var scroll = 0
    /// A line for the player under the list (why an entry cannot be opened).
    package var message: String?

    package init(menu: [Entry]) { self.menu = menu }

    /// The entries of the list page showing (the menu, the packs, the replays); none on a page of text.
    package var entries: [Entry] {
        switch page {
        case .menu: menu
        case .packs: packs
        case .replays: replays
        case .statistics, .help, .daily: []
        }
    }

    /// The picked entry of the list page showing.
    package var selected: Int { min(picked[page] ?? 0, max(0, entries.count - 1)) }

    /// The page's title, shown on its box.
    package var title: String {
        switch page {
        case .menu: "Home"
        case .packs: "Packs"
        case .replays: "Replays"
        case .statistics: "Statistics"
        case .help: "Help"
        case .daily: "Today's puzzle"
        }
    }
}
