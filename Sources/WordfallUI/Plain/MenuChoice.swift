import WordfallPlay

/// One numbered choice of plain mode's menus: the pack's levels and what follows a level's end.
enum MenuChoice: Equatable {
    /// Play the pack's level at this index.
    case level(Int)
    case nextLevel
    case retry
    /// A new game of its own: the endless game's, practice's (the flow's `retry`, a new seed).
    case newGame
    /// A challenge played again: practice, its result the first play's (the flow's `retry`, as the screen's
    /// `r practice`).
    case practice
    /// Back to the pack's levels.
    case levels
    case statistics
    /// Today's daily puzzle (from the home: the bundled pack).
    case daily
    /// Back to the pack's levels from a daily played from there.
    case back
    /// Say the review again.
    case review
    /// The whole review: every move, and the missed words in full (before 3 stars they are named by length
    /// and first letter).
    case missedWords
    /// A challenge's end: compare a friend's result line with the player's.
    case compare
    case quit

    /// The end of a level's choice as the flow of play names it.
    init(_ choice: EndChoice, newGame: Bool = false) {
        switch choice {
        case .nextLevel: self = .nextLevel
        case .retry: self = newGame ? .newGame : .retry
        case .levels: self = .levels
        case .quit: self = .quit
        }
    }

    /// What the choice says after its number (`current`: the level just played).
    func text(levelTitles: [String], current: Int = 0) -> String {
        func title(_ index: Int) -> String {
            levelTitles.indices.contains(index) ? levelTitles[index] : "level \(index + 1)"
        }
        return switch self {
        case .level(let index): title(index)
        case .nextLevel: "next level: " + title(current + 1)
        case .retry: "play it again"
        case .newGame: "a new game"
        case .practice: "practice"
        case .levels: "levels"
        case .statistics: "statistics"
        case .daily: "daily puzzle of today"
        case .back: "back to the levels"
        case .review: "review again"
        case .missedWords: "whole review"
        case .compare: "compare with a friend's result line"
        case .quit: "quit"
        }
    }
}
