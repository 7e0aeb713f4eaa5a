/// One goal of a level, as its file states it.
public struct GoalSpec: Hashable, Sendable {
    public var kind: GoalKind
    /// Shown instead of the generated description when present.
    public var label: String?

    public init(_ kind: GoalKind, label: String? = nil) {
        self.kind = kind
        self.label = label
    }
}
