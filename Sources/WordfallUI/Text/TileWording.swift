import WordfallCore

/// What the screen and plain mode say of the falling tiles' events (docs/RULES.md, "Burning tiles",
/// "Reward tiles", "Scramble").
enum TileWording {
    /// A tile set burning; in the endless game its fuse is the rows before it reaches the bottom row, said in
    /// full for the game's first fire and in short after it (`first`), so that a word's line fits 80x24 whole.
    static func lit(_ tile: LitTile, endless: Bool = false, first: Bool = true) -> String {
        let letter = shown(tile.letter)
        guard endless else {
            return "\(letter) caught fire: use it in \(TileWording.count(tile.fuse, "word")) or lose a move."
        }
        return first
            ? "\(letter) caught fire: !\(tile.fuse) is the rows it has left; use it in a word in time."
            : "\(letter) caught fire (!\(tile.fuse))."
    }

    /// A burning tile that burned out; in the endless game (`remaining` 0, no moves), one that reached the
    /// bottom row.
    static func burned(_ tile: BurnedTile, endless: Bool = false) -> String {
        endless ? "\(shown(tile.letter)) burned down to the bottom row." : "\(shown(tile.letter)) burned out: -1 move."
    }

    /// A rise of the endless game's level, saying what changed (issue 40: "Level 2: a tile catches fire every 3
    /// words" read as level 1's), in few words: the panel says the rest.
    static func rose(_ rise: LevelRise) -> String {
        let before = EndlessStage(number: rise.level - 1)
        let fires = rise.burnEvery == 1 ? "word" : TileWording.count(rise.burnEvery, "word")
        var changes: [String] = []
        if rise.hardLetters > before.hardLetters { changes.append("harder letters") }
        if rise.burnEvery < before.burnEvery { changes.append("a fire every \(fires)") }
        return "Level \(rise.level): "
            + (changes.isEmpty ? "fires and letters as before" : changes.joined(separator: ", ")) + "."
    }

    /// A burning tile that fell more than a row in one word: the tiles under it the word used say why.
    static func fell(_ fall: FireFall) -> String {
        let used = fall.usedUnder == 1 ? "a tile" : "\(fall.usedUnder) tiles"
        return "\(shown(fall.letter)) fell \(fall.rows) rows: your word used \(used) under it."
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
