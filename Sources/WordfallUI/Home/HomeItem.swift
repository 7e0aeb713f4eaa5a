/// The home screen's menu, in its order: each entry's number key is its place in this list.
public enum HomeItem: Int, CaseIterable, Hashable, Sendable {
    case continuePlaying, daily, packs, statistics, replays, help, challenge, quit

    /// The entry's title on the menu.
    public var title: String {
        switch self {
        case .continuePlaying: "Continue"
        case .daily: "Today's puzzle"
        case .packs: "Packs"
        case .statistics: "Statistics"
        case .replays: "Replays"
        case .help: "Help"
        case .challenge: "Friend's code"
        case .quit: "Quit"
        }
    }
}
