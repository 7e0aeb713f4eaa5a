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
    static func rule(of rules: Rules, opening: String = "Hard mode:") -> String {
        let cost =
            rules.moves != nil
            ? "a move" : rules.timeLimit != nil ? "\(Charge.seconds) seconds" : "\(Charge.points) points"
        return opening + " nothing says whether a word is there before Enter, and a refused word costs \(cost)."
    }

    /// What typing does in hard mode, as the help's keys say it.
    static let typing = "type a letter; in hard mode no path lights up and nothing is said of the word until Enter"

    /// What the `*` of a daily's share text means, as the daily's card and help say it.
    static let shareMark = "Your share text marks the day with a * after its date, as Wordle marks its hard mode."

    /// The daily's card in hard mode (issue 40: it did not say hard mode was on): that it is on, what it
    /// does and costs, and the share text's mark.
    static func dailyCard(of rules: Rules) -> String {
        rule(of: rules, opening: "Hard mode is on:") + " " + shareMark
    }

    /// The daily round's help: hard mode as it is this round (on, or how to turn it on), and the share's `*`.
    static func dailyHelp(of rules: Rules) -> String {
        rules.hard
            ? dailyCard(of: rules)
            : "Hard mode is off. With it on (--hard, or h on the home screen) nothing says whether a word is there "
                + "before Enter, a refused word costs \(Charge.seconds) seconds, and the share text has a * after "
                + "the date, as Wordle marks its hard mode."
    }
}
