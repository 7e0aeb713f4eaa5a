import WordfallCore
import WordfallUI

/// Shared states for the screen tests.
public enum Fixtures {
    /// A 4x4 level mid-game: CAT typed, one word found, two goals.
    public static func midWord() -> GameScreenState {
        var state = GameScreenState(
            title: "First Steps",
            board: makeBoard(["CATS", "ODER", "GNIP", "SQUE"], bonus: ["....", ".2..", "...D", "...."]))
        state.subtitle = "Starter pack, level 1 of 5"
        state.typed = "CAT"
        state.path = [Position(row: 0, column: 0), Position(row: 0, column: 1), Position(row: 0, column: 2)]
        state.wordStatus = .formable(points: 50)
        state.score = 120
        state.lastWord = .init(word: "DOG", points: 50)
        state.movesLeft = 9
        state.hintsLeft = 1
        state.shufflesLeft = 1
        state.goals = [
            .init(description: "Score 500 points", current: 120, target: 500, done: false),
            .init(description: "Find 2 words", current: 2, target: 2, done: true),
        ]
        state.wordsFound = [.init(word: "COD", points: 70), .init(word: "DOG", points: 50)]
        return state
    }
}
