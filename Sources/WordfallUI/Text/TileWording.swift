import WordfallCore

/// What the screen and plain mode say of the falling tiles' events (docs/RULES.md, "Burning tiles",
/// "Reward tiles", "Scramble").
enum TileWording {
    /// A tile set burning; in the endless game its fuse is the words before it reaches the bottom row.
    static func lit(_ tile: LitTile, endless: Bool = false) -> String {
        endless
            ? "\(shown(tile.letter)) caught fire: it burns down a row a word; use it before it reaches the bottom."
            : "\(shown(tile.letter)) caught fire: use it in \(TileWording.count(tile.fuse, "word")) or lose a move."
    }

    /// A burning tile that burned out; in the endless game (`remaining` 0, no moves), one that reached the
    /// bottom row.
    static func burned(_ tile: BurnedTile, endless: Bool = false) -> String {
        endless ? "\(shown(tile.letter)) burned down to the bottom row." : "\(shown(tile.letter)) burned out: -1 move."
    }

    /// A rise of the endless game's level, saying what changed: a level whose fires come as often as the last
    /// one's says so, not as news (issue 40: "Level 2: a tile catches fire every 3 words" read as level 1's).
    static func rose(_ rise: LevelRise) -> String {
        let before = EndlessStage(number: rise.level - 1)
        let fires = rise.burnEvery == 1 ? "word" : TileWording.count(rise.burnEvery, "word")
        var changes: [String] = []
        if rise.hardLetters > before.hardLetters { changes.append("harder letters") }
        changes.append(rise.burnEvery < before.burnEvery ? "a fire every \(fires) now" : "a fire still every \(fires)")
        return "Level \(rise.level): " + changes.joined(separator: "; ") + "."
    }

    static func reward(_ tile: RewardTile) -> String {
        "A \(tile.bonus == .tripleWord ? "TW" : "DW") tile dropped in."
    }

    static func scrambled(_ result: ScrambleResult) -> String {
        "Scrambled for a move: \(TileWording.count(result.remaining, "move")) left."
    }

    /// "1 word", "3 words".
    static func count(_ value: Int, _ noun: String) -> String { "\(value) \(noun)\(value == 1 ? "" : "s")" }

    /// "Qu" for a Q tile, else the letter.
    private static func shown(_ letter: String) -> String { letter == "Q" ? "Qu" : letter }
}
