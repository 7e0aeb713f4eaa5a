/// The home screen's menu, in its order: each entry's number key is its place in this list (1 to 9; the
/// entries after the 9th have their own key: `h` for hard mode, `l` for the language, `q` to quit).
public enum HomeItem: Int, CaseIterable, Hashable, Sendable {
    case continuePlaying, daily, endless, practice, packs, statistics, replays, help, challenge, hard, language, quit

    /// The entry's title on the menu.
    public var title: String {
        switch self {
        case .continuePlaying: "Continue"
        case .daily: "Today's puzzle"
        case .endless: "Endless"
        case .practice: "Practice"
        case .packs: "Packs"
        case .statistics: "Statistics"
        case .replays: "Replays"
        case .help: "Help"
        case .challenge: "Friend's code"
        case .hard: "Hard mode"
        case .language: "Language"
        case .quit: "Quit"
        }
    }
}
