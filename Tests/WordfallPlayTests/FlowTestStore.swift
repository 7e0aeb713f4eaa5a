import Testing
import WordfallCore

@testable import WordfallPlay

/// Sends actions to `PlayFlow.reduce` and asserts, for each, the whole state after it and the exact
/// effects it asked for (as swift-composable-architecture's TestStore does): a test says every change.
struct FlowTestStore {
    private(set) var state: PlayFlow.State

    init(_ state: PlayFlow.State) {
        self.state = state
    }

    /// Sends `action`; expects the effects `effects` and the state `change` makes of the one before.
    mutating func send(
        _ action: PlayFlow.Action, effects: [PlayFlow.Effect] = [],
        sourceLocation: SourceLocation = #_sourceLocation, _ change: (inout PlayFlow.State) -> Void = { _ in }
    ) {
        var expected = state
        change(&expected)
        let done = PlayFlow.reduce(&state, action)
        #expect(done == effects, "effects of \(action)", sourceLocation: sourceLocation)
        #expect(state == expected, "state after \(action)", sourceLocation: sourceLocation)
    }
}
