/// The model's events a goal may observe; the game hands them to the `GoalFactory` and delivers them
/// (docs/MODEL.md, "The order").
public final class GoalSources {
    /// A submission passed every check.
    public let wordAccepted = GoalFeed<AcceptedWord>()
    /// A submission failed a check.
    public let wordRejected = GoalFeed<RejectedWord>()
    /// The score after an accepted word.
    public let scoreChanged = GoalFeed<ScoreChange>()
    /// Every event of a move, in order, up to its goal reports (for a goal that follows shuffles,
    /// hints or the clock too).
    public let events = GoalFeed<GameEvent>()

    init() {}

    /// Delivers one event of the move being played.
    func deliver(_ event: GameEvent) {
        switch event {
        case .wordAccepted(let word): wordAccepted.deliver(word)
        case .wordRejected(let word): wordRejected.deliver(word)
        case .scoreChanged(let change): scoreChanged.deliver(change)
        default: break
        }
        events.deliver(event)
    }
}
