import WordfallCore

/// What hard mode says (docs/RULES.md, "Hard mode"), the same on screen and in plain mode.
enum HardWording {
    /// "Hard mode: that cost a move." / "...10 seconds." / "...50 points."
    static func charged(_ charge: Charge) -> String {
        switch charge.cost {
        case .move: "Hard mode: that cost a move."
        case .time: "Hard mode: that cost \(TileWording.count(charge.amount, "second"))."
        case .points: "Hard mode: that cost \(TileWording.count(charge.amount, "point"))."
        }
    }

    /// The line a level's card and the help say of hard mode, by what a refused word costs there.
    static func rule(of rules: Rules) -> String {
        let cost =
            rules.moves != nil
            ? "a move" : rules.timeLimit != nil ? "\(Charge.seconds) seconds" : "\(Charge.points) points"
        return "Hard mode: nothing says whether a word is there before Enter, and a refused word costs \(cost)."
    }
}
