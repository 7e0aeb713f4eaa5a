import WordfallCore

/// What a level's intro says: the first-steps card, and one line per rule a level brings that the
/// levels before it in the pack did not have.
enum IntroText {
    /// The first-steps card: chaining tiles, how points are counted, the keys.
    static func firstSteps(_ level: Level) -> [String] {
        [
            "Spell words by chaining touching tiles, across, down or diagonally, each tile once. Words need "
                + "at least \(level.rules.minWordLength) letters; Qu is one tile.",
            "Type a word and its path lights up; Enter submits it. Or pick tiles with the arrows and Space, "
                + "or with the mouse.",
            "Points: 10 x the letters' values, times the bonuses, times the length (letters - 2): CAT is 50, "
                + "CATS 120, long words pay.",
            "Finish every goal on the right to complete the level; a higher score earns more stars.",
            "! hints, Tab shuffles, ? shows every key, Ctrl-D quits. This card is shown once.",
        ]
    }

    /// The rules `level` brings that none of `earlier` had, one line each.
    static func newRules(of level: Level, after earlier: [Level]) -> [String] {
        var lines: [String] = []
        func isNew(_ has: (Level) -> Bool) -> Bool { has(level) && !earlier.contains(where: has) }
        if isNew({ $0.rules.refill == .gravity }) {
            lines.append("New: falling tiles. Used tiles vanish, the tiles above fall and new ones drop in.")
        }
        if isNew({ $0.rules.refill == .none }) {
            lines.append("New: a static board. Used tiles stay where they are; nothing falls.")
        }
        if isNew(hasBonusTiles) {
            lines.append("New: bonus tiles. DL/TL double or triple a letter, DW/TW the whole word.")
        }
        if isNew({ $0.rules.timeLimit != nil }), let limit = level.rules.timeLimit {
            lines.append("New: a timed level. " + clockWaits(limit))
        }
        if isNew({ $0.rules.moves != nil }), let moves = level.rules.moves {
            lines.append("New: a move limit. Each accepted word is a move; you have \(moves).")
        }
        if isNew({ $0.goals.contains { if case .streak = $0.kind { true } else { false } } }) {
            lines.append("New: a streak. Words in a row without a refused one; a refused word breaks the run.")
        }
        return lines
    }

    /// The line saying a timed level's clock waits for a key.
    static func clockWaits(_ limit: Double) -> String {
        "You have \(Format.clock(limit)) on the clock; it starts when you press a key."
    }

    private static func hasBonusTiles(_ level: Level) -> Bool {
        guard case .fixed(let board) = level.board else { return false }
        return board.tiles.contains { $0.bonus != .none }
    }
}
