import WordfallCore

/// What the screen and plain mode say of the falling tiles' events (docs/RULES.md, "Burning tiles",
/// "Reward tiles", "Scramble").
enum TileWording {
    static func lit(_ tile: LitTile) -> String {
        "\(shown(tile.letter)) caught fire: use it in \(TileWording.count(tile.fuse, "word")) or lose a move."
    }

    static func burned(_ tile: BurnedTile) -> String {
        "\(shown(tile.letter)) burned out: -1 move."
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
