/// What the player can do at the end of a level.
public enum EndChoice: Hashable, Sendable {
    case retry
    /// Back to the campaign screen (a pack).
    case levels
    case nextLevel
    case quit

    /// The key that makes the choice (Enter makes the usual one as well).
    public var key: String {
        switch self {
        case .retry: "r"
        case .levels: "l"
        case .nextLevel: "n"
        case .quit: "q"
        }
    }

    /// The choice in words, for the keys bar and the end screen.
    public var label: String {
        switch self {
        case .retry: "retry"
        case .levels: "levels"
        case .nextLevel: "next level"
        case .quit: "quit"
        }
    }

    /// The choice in words where `retry` plays a new game (the endless game, practice).
    public func label(newGame: Bool) -> String {
        newGame && self == .retry ? "new game" : label
    }

    /// The end screen's usual choices, the one Enter makes first: retry a failed level, else back to
    /// the levels (`levels`: a campaign), else the next level, else quit (which asks).
    public static func ordered(completed: Bool, hasNext: Bool, levels: Bool) -> [EndChoice] {
        let usual: EndChoice = !completed ? .retry : levels ? .levels : hasNext ? .nextLevel : .quit
        var others: [EndChoice] = []
        if hasNext { others.append(.nextLevel) }
        if levels { others.append(.levels) }
        others += [.retry, .quit]
        return [usual] + others.filter { $0 != usual }
    }
}
