/// One numbered choice of plain mode's menus: the pack's levels and what follows a level's end.
enum MenuChoice: Equatable {
    /// Play the pack's level at this index.
    case level(Int)
    case nextLevel
    case retry
    /// Back to the pack's levels.
    case levels
    case statistics
    /// Say the review again.
    case review
    case quit

    /// What the choice says after its number.
    func text(levelTitles: [String]) -> String {
        switch self {
        case .level(let index): levelTitles.indices.contains(index) ? levelTitles[index] : "level \(index + 1)"
        case .nextLevel: "next level"
        case .retry: "play it again"
        case .levels: "levels"
        case .statistics: "statistics"
        case .review: "review again"
        case .quit: "quit"
        }
    }
}
