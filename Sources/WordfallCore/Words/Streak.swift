/// The run of accepted words with no rejected submission between them (docs/RULES.md, `streak`):
/// the one place that counts it. Shuffles, hints and waits do not break a run.
public struct Streak: Hashable, Sendable {
    /// Accepted words since the last rejection.
    public private(set) var run = 0
    /// The longest run so far.
    public private(set) var longest = 0

    public init() {}

    /// Follows one submission. Returns whether it broke a run that was going.
    @discardableResult
    public mutating func follow(accepted: Bool) -> Bool {
        guard accepted else {
            defer { run = 0 }
            return run > 0
        }
        run += 1
        longest = max(longest, run)
        return false
    }
}
