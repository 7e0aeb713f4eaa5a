import WordfallPlay

/// What the campaign screen shows: the pack's levels with their saved bests, which are open, and
/// which is picked.
public struct CampaignState: Hashable, Sendable {
    /// One level of the pack.
    public struct Entry: Hashable, Sendable {
        public var number: Int
        public var title: String
        /// The saved best, nil when the level was never played.
        public var saved: SavedResult?
        /// Whether it can be played: the first level, a completed one, or the one after a completed one.
        public var isOpen: Bool

        public init(number: Int, title: String, saved: SavedResult?, isOpen: Bool) {
            self.number = number
            self.title = title
            self.saved = saved
            self.isOpen = isOpen
        }

        public var isCompleted: Bool { saved?.completed == true }
    }

    public var packTitle: String
    public var entries: [Entry]
    /// The picked level (an index into `entries`): Enter plays it.
    public var selected: Int
    /// The level to play next, marked so (the flow's: `PlayFlow.Pack.next`); nil once all are completed.
    public var next: Int?
    /// Whether Esc goes back to the home screen the pack was opened from (the keys bar then says so).
    public var escapeGoesHome = false

    public init(packTitle: String, entries: [Entry], selected: Int, next: Int? = nil) {
        self.next = next
        self.packTitle = packTitle
        self.entries = entries
        self.selected = selected
    }

    /// Whether every level is completed: the screen then shows the pack's result.
    public var isFinished: Bool { entries.allSatisfy(\.isCompleted) }

    /// The stars earned over the pack, of the most there are.
    public var stars: (earned: Int, of: Int) {
        (entries.reduce(0) { $0 + ($1.saved?.bestStars ?? 0) }, entries.count * 3)
    }

    /// The sum of the best scores.
    public var totalScore: Int { entries.reduce(0) { $0 &+ ($1.saved?.bestScore ?? 0) } }

    /// The open level `by` places from the picked one (skipping closed ones), or the picked one.
    public func picking(by step: Int) -> Int {
        var index = selected
        while true {
            index += step > 0 ? 1 : -1
            guard entries.indices.contains(index) else { return selected }
            if entries[index].isOpen { return index }
        }
    }
}
