import WordfallCore

/// What a level's intro says: the first-steps card, and one line per rule a level brings that is new
/// to the player: the levels before it in the pack did not have it, and the player did not meet it
/// in another pack.
enum IntroText {
    /// The first-steps card: chaining tiles, how points are counted, the keys.
    static func firstSteps(_ level: Level) -> [String] {
        [
            "Spell words by chaining touching tiles, across, down or diagonally, each tile once. Words need "
                + "at least \(level.rules.minWordLength) letters"
                + (level.language.tiles.qReadsQU ? "; Qu is one tile." : "."),
            "Type a word and its path lights up; Enter submits it. Or pick tiles with the arrows and Space, "
                + "or with the mouse.",
            "Points: 10 x the letters' values, times the bonuses, times the length (letters - 2): CAT is 50, "
                + "CATS 120, long words pay.",
            "Finish every goal on the right to complete the level; a higher score earns more stars.",
        ] + boardAndMoves(of: level) + [
            "! hints, Tab shuffles, ? shows every key, Ctrl-D quits. This card is shown once."
        ]
    }

    /// The first-steps card's line on how the level's board behaves and its move limit (issue 40: the pack's
    /// first level has both and its card named neither, so a player learned them only by running out).
    private static func boardAndMoves(of level: Level) -> [String] {
        let board =
            level.rules.refill == .none
            ? "This board stays as it is: used tiles do not fall away."
            : "Used tiles vanish, the tiles above fall and new ones drop in."
        guard let moves = level.rules.moves else { return [board] }
        return [board + " You have \(moves) moves: each accepted word is one."]
    }

    /// The rules `level` brings that none of `earlier` had and the player has not `met` before (in
    /// another pack), one line each; a word length other than 3 is always said. Never empty: with nothing
    /// new, the line says what the level asks, so every level has its card.
    ///
    /// A rule met in another pack but on no earlier level of this one is said plainly, as a level file's
    /// card says it, never "back here" (issue 40: a pack's card said "Back here: a clock" on a pack that
    /// never had one).
    static func newRules(of level: Level, after earlier: [Level], met: Set<String> = []) -> [String] {
        let inPack = Set(earlier.flatMap { rules(of: $0).map(\.rule) })
        let before = inPack.union(met)
        let new = rules(of: level).filter { !before.contains($0.rule) }
        var lines = new.map(\.line)
        if let previous = earlier.last {
            lines += switchedOff(in: level, after: previous, announced: Set(new.map(\.rule)), inPack: inPack)
        }
        let returning = Set(backNames.map(\.rule))
        lines += rules(of: level).filter {
            returning.contains($0.rule) && met.contains($0.rule) && !inPack.contains($0.rule)
        }
        .map { withoutNew($0.line) }
        if level.rules.minWordLength != 3 {
            lines.insert("Words need at least \(level.rules.minWordLength) letters here.", at: 0)
        }
        // Nothing new to learn: the card says what the level asks, after what changed.
        if new.isEmpty { lines.append(asks(level)) }
        return lines
    }

    /// The card of a level played on its own (a level file, no pack before it): the rules it has beyond
    /// the plain game the screen already shows (a word length other than 3, burning and reward tiles, the
    /// scramble, spent bonuses), then its move limit, which those rules spend. Empty for a plain level.
    static func ownRules(of level: Level) -> [String] {
        var lines = tileRules(of: level).map { withoutNew($0.line) }
        if level.rules.minWordLength != 3 {
            lines.insert("Words need at least \(level.rules.minWordLength) letters here.", at: 0)
        }
        guard !lines.isEmpty else { return [] }
        // "It omits the move limit" (the play-test of 2026-11-29): the announcing line, as a pack says it.
        if let moves = rules(of: level).first(where: { $0.rule == "moves" }) { lines.append(withoutNew(moves.line)) }
        return lines
    }

    /// "New: burning tiles. Every..." as "Burning tiles. Every...": a rule said without a pack before it.
    private static func withoutNew(_ line: String) -> String {
        line.hasPrefix("New: ") ? line.dropFirst(5).prefix(1).uppercased() + line.dropFirst(6) : line
    }

    /// "This level asks: Use 6 bonus tiles; Score 1,500 points with one word. 6 moves."
    static func asks(_ level: Level) -> String {
        var line = "This level asks: " + level.goals.map { $0.text(in: level.language) }.joined(separator: "; ") + "."
        if let moves = level.rules.moves { line += " \(moves) moves." }
        return line
    }

    /// The rules of `level` a player learns, each with its name (kept in the saved data once met) and
    /// the line that announces it.
    static func rules(of level: Level) -> [(rule: String, line: String)] {
        var rules: [(rule: String, line: String)] = []
        if level.rules.refill == .gravity {
            rules.append(
                ("falling", "New: falling tiles. Used tiles vanish, the tiles above fall and new ones drop in."))
        }
        if level.rules.refill == .none {
            rules.append(("static", "New: a static board. Used tiles stay where they are; nothing falls."))
        }
        if hasBonusTiles(level) {
            rules.append(("bonus", "New: bonus tiles. DL/TL double or triple a letter, DW/TW the whole word."))
        }
        if let limit = level.rules.timeLimit { rules.append(("timed", "New: a timed level. " + clockWaits(limit))) }
        if let moves = level.rules.moves {
            rules.append(("moves", "New: a move limit. Each accepted word is a move; you have \(moves)."))
        }
        rules += tileRules(of: level)
        for (rule, line) in goalRules where level.goals.contains(where: { $0.kind.typeName == rule }) {
            rules.append((rule, line))
        }
        return rules
    }

    /// The goals a player learns, by type name, with the line that announces each.
    static let goalRules: [(rule: String, line: String)] = [
        ("word", "New goal: a word to find. It is somewhere on the board; a hint may point at it."),
        ("letter", "New goal: tiles of one letter. Every tile of that letter your words use counts."),
        ("bonusTiles", "New goal: bonus tiles. Every bonus tile your words use counts, so route words over them."),
        ("wordScore", "New goal: one big word. A single word must be worth the points asked."),
        ("longWords", "New goal: long words. Only words of at least the letters asked count."),
        ("streak", "New: a streak. Words in a row without a refused one; a refused word breaks the run."),
    ]

    /// The falling tiles' rules (docs/RULES.md): burning tiles, reward tiles, the scramble.
    static func tileRules(of level: Level) -> [(rule: String, line: String)] {
        var rules: [(rule: String, line: String)] = []
        let fuse = level.rules.fuse
        if let every = level.rules.burnEvery {
            rules.append(
                (
                    "burning",
                    "New: burning tiles. Every \(every == 1 ? "word" : "\(every) words") a new tile catches fire (red, "
                        + "!\(fuse)): use it within \(fuse) word\(fuse == 1 ? "" : "s") or it burns out and costs a move."
                ))
        }
        if let length = level.rules.rewardLength {
            rules.append(
                (
                    "reward",
                    "New: reward tiles. A word of \(length)+ letters drops a double-word tile at the top of the column "
                        + "it ended in; \(length + Rules.tripleRewardLetters)+ letters, a triple."
                ))
        }
        if level.rules.scramble {
            rules.append(
                (
                    "scramble",
                    "New: the scramble. With no shuffle left, Tab draws new letters for every plain tile, for a move."
                ))
        }
        if level.rules.bonusOnce {
            rules.append(
                ("bonusOnce", "New: bonuses spent. A bonus tile gives its bonus once: the word that uses it spends it.")
            )
        }
        return rules
    }

    /// What the level before had and this one does not, one line each, so a rule never goes silently
    /// (issue 29's play-test: levels that stopped falling, a scramble gone, burning tiles no card named).
    /// `announced`: the rules the card announces as new (a static board announced needs no second line).
    /// `inPack`: the rules of every earlier level of the pack; only those can come back (nil: the level
    /// before's are all there is).
    static func switchedOff(
        in level: Level, after previous: Level, announced: Set<String> = [], inPack: Set<String>? = nil
    ) -> [String] {
        let now = Set(rules(of: level).map(\.rule))
        let then = Set(rules(of: previous).map(\.rule))
        var lines: [String] = []
        if then.contains("falling"), now.contains("static"), !announced.contains("static") {
            lines.append("Tiles stay put here: nothing falls.")
        }
        if then.contains("static"), now.contains("falling"), !announced.contains("falling") {
            lines.append("Tiles fall again here: used tiles vanish and new ones drop in.")
        }
        let gone: [(rule: String, line: String)] = [
            ("timed", "No clock here: take your time."),
            ("moves", "No move limit here."),
            ("burning", "No burning tiles here."),
            ("reward", "No reward tiles here."),
            ("scramble", "No scramble here: Tab shuffles only while shuffles last."),
        ]
        for (rule, line) in gone where then.contains(rule) && !now.contains(rule) { lines.append(line) }
        if then.contains("bonusOnce"), !now.contains("bonusOnce"), now.contains("static"), now.contains("bonus") {
            lines.append("Bonuses stay here: a bonus tile counts for every word that uses it.")
        }
        // What comes back, met before but not on the level just played.
        let back = backNames.filter {
            now.contains($0.rule) && !then.contains($0.rule) && !announced.contains($0.rule)
                && (inPack?.contains($0.rule) ?? true)
        }
        if !back.isEmpty { lines.append("Back here: " + back.map(\.name).joined(separator: ", ") + ".") }
        return lines
    }

    /// The line a new try's card starts with: a new game, and what changed (docs/RULES.md, "Every try a
    /// new game").
    static func tryLine(_ change: TryChange) -> String {
        switch change {
        case .newRefills: "A new game: the same opening board, new tiles falling in."
        case .newBoard: "A new game: a new board this try."
        case .redrawn: "A new game: the board's tiles are drawn anew this try, as good a board."
        case .turned: "A new game: the board is turned this try, the same words in new places."
        }
    }

    /// The rules a card can say are back, by the names it says them with.
    static let backNames: [(rule: String, name: String)] = [
        ("timed", "a clock"), ("moves", "a move limit"), ("bonus", "bonus tiles"), ("bonusOnce", "spent bonuses"),
        ("burning", "burning tiles"), ("reward", "reward tiles"), ("scramble", "the scramble"),
    ]

    /// The line saying a timed level's clock waits for a key.
    static func clockWaits(_ limit: Double) -> String {
        "You have \(Format.clock(limit)) on the clock; it starts when you press a key."
    }

    private static func hasBonusTiles(_ level: Level) -> Bool {
        guard case .fixed(let board) = level.board else { return false }
        return board.tiles.contains { $0.bonus != .none }
    }
}
