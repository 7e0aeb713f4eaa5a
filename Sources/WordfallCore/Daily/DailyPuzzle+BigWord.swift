extension DailyPuzzle {
    /// The word played that counts as the big word (docs/RULES.md, "The daily: a round, then the hunt"):
    /// the big word itself, else the first word played of its length or longer, expected or a find (a
    /// word the list accepts off the expected ones); nil when none was played. A word played is never
    /// called missed: a board may hold another word as long, and the player who found it found the big
    /// word's length.
    /// - Parameters:
    ///   - bigWord: the day's big word (`bigWord`), upper case.
    ///   - words: the words played, in the order found (any case).
    public static func bigWordPlayed(_ bigWord: String, in words: some Sequence<String>) -> String? {
        bigWordPlayed(bigWord, in: Array(words))
    }

    /// `bigWordPlayed(_:in:)` of an array: the generic one is not specialised in other modules, and its
    /// unspecialised `map` costs a protocol-conformance scan at first use (issue 38: `daily --share`).
    public static func bigWordPlayed(_ bigWord: String, in words: [String]) -> String? {
        var played: [String] = []
        played.reserveCapacity(words.count)
        for word in words { played.append(word.uppercased()) }
        if played.contains(bigWord) { return bigWord }
        return played.first { $0.count >= bigWord.count }
    }
}
