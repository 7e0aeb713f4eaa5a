/// One accepted word of a game, with the points it scored.
package struct PlayedWord: Hashable, Sendable {
    /// Upper case, as the game accepted it.
    package var word: String
    package var points: Int

    package init(word: String, points: Int) {
        self.word = word
        self.points = points
    }
}
