import WordfallProgress

extension GameEnding {
    /// How the game ended, in words: `completed`, `out of moves`, `ended by the player` ...
    var described: String {
        switch self {
        case .completed: "completed"
        case .outOfMoves: "out of moves"
        case .outOfTime: "out of time"
        case .noWordsLeft: "no words left"
        case .burnedDown: "burned down"
        case .ended: "ended by the player"
        }
    }
}
