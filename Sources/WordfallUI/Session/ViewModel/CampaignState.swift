/// What the campaign screen shows: the pack's levels with their saved bests, which are open, and
/// which is picked.
package struct CampaignState: Hashable, Sendable {
    /// One level of the pack.
    package struct Entry: Hashable, Sendable {
        package var number: Int
        package var title: String
        /// The saved best, nil when the level was never played.
        package var saved: SavedResult?
        /// Whether it can be played: the first level, a completed one, or the one after a completed one.
        package var isOpen: Bool

        package init(number: Int, title: String, saved: SavedResult?, isOpen: Bool) {
            self.number = number
            self.title = title
            self.saved = saved
            self.isOpen = isOpen
        }

        package var isCompleted: Bool { saved?.completed == true }
    }

    package var packTitle: String
    package var entries: [Entry]
    /// The picked level (an index into `entries`): Enter plays it.
    package var selected: Int

    package init(packTitle: String, entries: [Entry], selected: Int) {
        self.packTitle = packTitle
        self.entries = entries
        self.selected = selected
    }

    /// The first open level not completed yet: the one to play next (nil once all are completed).
    package var next: Int? { entries.firstIndex { $0.isOpen && !$0.isCompleted } }

    /// Whether every level is completed: the screen then shows the pack's result.
    package var isFinished: Bool { entries.allSatisfy(\.isCompleted) }

    /// The stars earned over the pack, of the most there are.
    package var stars: (earned: Int, of: Int) {
        (entries.reduce(0) { $0 + ($1.saved?.bestStars ?? 0) }, entries.count * 3)
    }

    /// The sum of the best scores.
    package var totalScore: Int { entries.reduce(0) { $0 &+ ($1.saved?.bestScore ?? 0) } }

    /// The open level `by` places from the picked one (skipping closed ones), or the picked one.
    package func picking(by step: Int) -> Int {
        var index = selected
        while true {
            index += step > 0 ? 1 : -1
            guard entries.indices.contains(index) else { return selected }
            if entries[index].isOpen { return index }
        }
    }
}
