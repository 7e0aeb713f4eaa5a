/// The colour themes a player can choose (`--theme`, kept as a preference once chosen).
public enum ThemeName: String, Hashable, Sendable, CaseIterable {
    /// Bright basic colours for a dark terminal background (the first theme, the default).
    case dark
    /// Dark colours for a light background: no yellow or cyan text, which vanish on white.
    case light
    /// Orange and blue, the high-contrast pair Wordle offers, never red against green.
    case colourBlind = "colour-blind"

    /// The theme a player's word names: its own name, or `color-blind` / `colourblind` / `colorblind`.
    public init?(word: String) {
        let word = word.lowercased()
        if let name = ThemeName(rawValue: word) {
            self = name
        } else if ["color-blind", "colourblind", "colorblind", "cb"].contains(word) {
            self = .colourBlind
        } else {
            return nil
        }
    }

    /// The names `--theme` accepts, for its help and its error.
    public static var names: String { allCases.map(\.rawValue).joined(separator: ", ") }
}
