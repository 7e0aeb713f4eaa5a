extension TileSet {
    /// Dutch (docs/LANGUAGES.md): the official Scrabble set without its blanks, the 26 letters A-Z, each its
    /// own code letter (IJ is no tile since 1998: I then J); its Q reads Q alone; marks are folded (Ë É as E,
    /// the one-letter `ĳ` as IJ).
    public static let dutch = TileSet.ofLetters(
        [
            ("A", 1, 6), ("B", 3, 2), ("C", 5, 2), ("D", 2, 5), ("E", 1, 18), ("F", 4, 2), ("G", 3, 3),
            ("H", 4, 2), ("I", 1, 4), ("J", 4, 2), ("K", 3, 3), ("L", 3, 3), ("M", 3, 3), ("N", 1, 10),
            ("O", 1, 6), ("P", 3, 2), ("Q", 10, 1), ("R", 2, 5), ("S", 2, 5), ("T", 2, 5), ("U", 4, 3),
            ("V", 4, 2), ("W", 5, 2), ("X", 8, 1), ("Y", 8, 1), ("Z", 4, 2),
        ], hardLetters: "CQWXY")
}
