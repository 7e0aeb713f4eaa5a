/// What a new try of a level changed (docs/RULES.md, "Every try a new game"), so the screen can say it
/// before the try starts: a retry is a new game, a replay the same one.
public enum TryChange: Hashable, Sendable {
    /// A fixed board with falling tiles: the same opening board, new tiles falling in.
    case newRefills
    /// A random board: drawn anew.
    case newBoard
    /// A static board: its own tiles drawn in a new order, as good a board.
    case redrawn
    /// A static board turned half a turn: the same words, in new places.
    case turned
}

extension Level {
    /// What this try (`Level.retried` of `original`) changed from `original`.
    public func tryChange(from original: Level) -> TryChange {
        guard case .fixed(let board) = original.board else { return .newBoard }
        guard original.rules.refill == .none else { return .newRefills }
        if case .fixed(let mine) = self.board, mine == board.turnedHalfway { return .turned }
        return .redrawn
    }
}
