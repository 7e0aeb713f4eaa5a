import WordfallCore
import WordfallPlay

/// What the screen and plain mode say of the endless game and of practice (docs/RULES.md, "The endless
/// game", "Practice").
package enum EndlessText {
    /// The endless game's rules, on its intro card and in plain mode.
    package static func rules(finish: String = "Ctrl-F") -> [String] {
        [
            "No goals, no clock: play as long as you last.",
            "Your first word sets a tile on fire (!6: the rows it has left), then every other word another;"
                + " each burns the tile below it after every word.",
            "Use it in a word before it reaches the bottom row, or the game is over.",
            "Every \(EndlessStage.wordsPerLevel) words the level rises: harder letters fall, and from level"
                + " \(EndlessStage.everyWordFrom) a fire comes after every word.",
            "A word of \(Level.endlessRewardLength)+ letters drops a DW tile (\(Level.endlessRewardLength + 2)+: TW).",
            "\(finish) ends the game; your best is kept for the seed and over every seed.",
        ]
    }

    /// Practice's card.
    package static func practiceRules(finish: String = "Ctrl-F", another: String = "Enter") -> [String] {
        [
            "A board to practise on: no goals, no clock, nothing saved.",
            "\(finish) ends the board; \(another) then plays another.",
        ]
    }

    /// The saved bests at the end of a game: the seed's and every seed's (the seed's alone once it is the
    /// best of all).
    package static func bests(_ saved: SavedResult?, seed: UInt64) -> [String] {
        guard let saved else { return [] }
        var lines = ["Best for seed \(seed): \(Format.number(saved.bestScore))."]
        if let all = saved.bestOfAll, all.seed != seed || all.score != saved.bestScore {
            lines.append("Best endless game: \(Format.number(all.score)) (seed \(all.seed)).")
        } else {
            lines[0] = "Best for seed \(seed): \(Format.number(saved.bestScore)), your best endless game."
        }
        return lines
    }

    /// The panel where a level's goals would be: the endless game's level and what it brings, or practice's
    /// keys.
    static func panel(_ state: GameScreenState) -> (title: String, rows: [String]) {
        guard let stage = state.endless else {
            return ("Practice", ["No goals, no clock.", "Ctrl-F ends this board;", "Enter then plays another."])
        }
        let played = state.wordsFound.count
        let next = EndlessStage.wordsPerLevel - played % EndlessStage.wordsPerLevel
        return (
            "Endless, level \(stage.number)",
            [
                "Next level in \(next) word\(next == 1 ? "" : "s")", "A fire every \(stage.burnEvery) words",
                "Up to \(stage.hardLetters) hard letter\(stage.hardLetters == 1 ? "" : "s")",
                nearestFire(state.board),
            ]
        )
    }

    /// The rows the burning tile nearest the bottom row has left; nil with no fire on the board.
    static func nearestFuse(_ board: Board) -> Int? { board.tiles.filter(\.isBurning).map(\.fuse).min() }

    /// The danger, in words: the burning tile nearest the bottom row and the rows it has left (`!N`).
    static func nearestFire(_ board: Board) -> String {
        let fires = board.tiles.filter(\.isBurning)
        guard let nearest = fires.min(by: { $0.fuse < $1.fuse }) else { return "No fire on the board" }
        let letter = nearest.readsQU ? "Qu" : nearest.symbol
        return "Nearest fire: \(letter), \(nearest.fuse) row\(nearest.fuse == 1 ? "" : "s") left"
    }
}
