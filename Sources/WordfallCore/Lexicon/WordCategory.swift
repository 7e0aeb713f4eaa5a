/// How the game treats a word of its list (docs/RULES.md, "Words the game never offers").
public enum WordCategory: String, Hashable, Sendable, CaseIterable {
    /// Accepted and offered.
    case ordinary
    /// Vulgar or sensitive: accepted when typed, never offered.
    case unoffered
    /// A slur, or a word whose every sense is offensive: refused (`RejectionReason.offensive`).
    case slur
}
