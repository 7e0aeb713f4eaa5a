import WordfallCore

/// What the screen and plain mode say of the falling tiles' events (docs/RULES.md, "Burning tiles",
/// "Reward tiles", "Scramble").
enum TileWording {
    static func lit(_ tile: LitTile) -> String {
        "\(shown(tile.letter)) is burning: use it within \(TileWording.count(tile.fuse, "word")) or it costs a move."
    }

    static func burned(_ tile: BurnedTile) -> String {
        "\(shown(tile.letter)) burned out: a move lost."
    }

    static func reward(_ tile: RewardTile) -> String {
        "\(tile.word) earned a \(tile.bonus == .tripleWord ? "triple" : "double")-word tile."
    }

    static func scrambled(_ result: ScrambleResult) -> String {
        "Scrambled: fresh letters for a move. \(TileWording.count(result.remaining, "move")) left."
    }

    /// "1 word", "3 words".
    static func count(_ value: Int, _ noun: String) -> String { "\(value) \(noun)\(value == 1 ? "" : "s")" }

    /// "Qu" for a Q tile, else the letter.
    private static func shown(_ letter: String) -> String { letter == "Q" ? "Qu" : letter }
}
