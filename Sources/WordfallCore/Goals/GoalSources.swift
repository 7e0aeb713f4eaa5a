import Events

/// The model's events a goal may observe; the game hands them to the `GoalFactory`.
public struct GoalSources {
    public let wordAccepted: ObservableEvent<AcceptedWord>
    public let wordRejected: ObservableEvent<RejectedWord>
    public let scoreChanged: ObservableEvent<ScoreChange>
    /// Fired by the game after `scoreChanged` for each accepted word: goals publish now.
    public let moveSettled: ObservableEvent<Void>

    public init(
        wordAccepted: ObservableEvent<AcceptedWord>, wordRejected: ObservableEvent<RejectedWord>,
        scoreChanged: ObservableEvent<ScoreChange>, moveSettled: ObservableEvent<Void>
    ) {
        self.wordAccepted = wordAccepted
        self.wordRejected = wordRejected
        self.scoreChanged = scoreChanged
        self.moveSettled = moveSettled
    }
}
