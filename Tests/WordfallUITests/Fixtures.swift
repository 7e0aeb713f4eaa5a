import WordfallCore

@testable import WordfallUI

/// Shared states for the screen tests.
enum Fixtures {
    /// A board from row strings and an optional bonus overlay.
    static func board(_ rows: [String], bonus: [String]? = nil) -> Board {
        var tiles: [Tile] = []
        for (r, row) in rows.enumerated() {
            let marks = bonus.map { Array($0[r]) }
            for (c, letter) in row.utf8.enumerated() {
                let mark = marks.flatMap { Bonus(rawValue: $0[c]) } ?? .none
                tiles.append(Tile(letter: letter, bonus: mark))
            }
        }
        return Board(rows: rows.count, columns: rows[0].count, tiles: tiles)
    }

    /// A 4x4 level mid-game: CAT typed, one word found, two goals.
    static func midWord() -> GameViewState {
        var state = GameViewState(
            title: "First Steps",
            board: board(["CATS", "ODER", "GNIP", "SQUE"], bonus: ["....", ".2..", "...D", "...."]))
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
