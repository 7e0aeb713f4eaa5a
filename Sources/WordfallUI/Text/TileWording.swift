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

    static func rose(_ rise: LevelRise) -> String {
        "Level \(rise.level): a tile catches fire every \(TileWording.count(rise.burnEvery, "word"))."
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
