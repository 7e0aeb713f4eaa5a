import WordfallCore
import WordfallPlay

/// A challenge's end screen: the friend's line being given, and the comparison the flow shows.
extension PlaySession {
    /// Shows `challenge` on the end screen showing.
    func showChallenge(_ challenge: GameScreenState.ChallengeEnd) {
        guard case .levelOver(var ending) = state.screen else { return }
        ending.review.challenge = challenge
        view.update { $0.shown.hold(.levelOver(ending)) }
    }

    /// Shows a comparison (`PlayFlow.Effect.showComparison`) under the result line, from its top.
    func showComparison(_ comparison: PlayFlow.Comparison) {
        guard case .levelOver(var ending) = state.screen, var challenge = ending.review.challenge else { return }
        switch comparison {
        case .compared(let compared, let warning):
            challenge.comparison =
                ComparisonText.lines(compared, title: levels[index].title) + (warning.map { [$0] } ?? [])
            challenge.refused = false
        case .refused(let reason):
            challenge.comparison = [reason, "Press c to give it again."]
            challenge.refused = true
        }
        ending.review.challenge = challenge
        ending.scroll = 0
        view.update { $0.shown.hold(.levelOver(ending)) }
    }
}
