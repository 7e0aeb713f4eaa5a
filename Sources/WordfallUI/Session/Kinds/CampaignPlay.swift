import WordfallCore
import WordfallPlay
import WordfallProgress

/// A pack played as a campaign: it opens on the campaign screen, levels open one after another
/// (`PlayFlow.Pack`), the first level shows the first-steps card once, a later level what it
/// brings that is new; Enter on a completed level goes back to the levels.
package final class CampaignPlay: PlayKind {
    package let levels: [Level]
    package let progress: any ProgressRecorder
    package let startIndex: Int
    let packTitle: String
    /// Levels whose intro was shown in this session (a retry does not show it again).
    private var introduced: Set<Int> = []

    package init(packTitle: String, levels: [Level], startIndex: Int = 0, progress: any ProgressRecorder) {
        self.packTitle = packTitle
        self.levels = levels
        self.startIndex = startIndex
        self.progress = progress
    }

    package func subtitle(level index: Int) -> String? { "\(packTitle), level \(index + 1) of \(levels.count)" }

    package func introduction(level index: Int, _ session: PlaySession) -> IntroCard? {
        let level = levels[index]
        if index == 0 && !progress.firstStepsSeen() {
            progress.markFirstStepsSeen()
            introduced.insert(index)
            return IntroCard(title: "First steps", lines: IntroText.firstSteps(level))
        }
        // A pack's first level has its card too, once the first steps are seen (issue 40: a second pack's
        // first level opened on its board with no word of its rules).
        guard introduced.insert(index).inserted else { return nil }
        // A level played to its end before has nothing to teach (issue 40: the pack's first level, played
        // again in another session, opened on a card of its own rules that the e2e test never passed).
        guard progress.saved(level.id) == nil else { return nil }
        let lines = IntroText.newRules(of: level, after: Array(levels[..<index]), met: progress.rulesMet())
        return IntroCard(title: level.title, lines: lines)
    }

    /// The level's rules are met: another pack does not announce them as new.
    package func began(_ session: PlaySession) {
        let rules = Set(IntroText.rules(of: session.game.level).map(\.rule))
        if !rules.isSubset(of: progress.rulesMet()) { progress.meetRules(rules) }
    }

    /// Esc on the campaign screen of a pack opened from the home screen goes back there (elsewhere it
    /// asks whether to quit, as q does).
    package func takesKey(_ key: Key, _ session: PlaySession) -> Bool {
        guard key == .escape, session.state.mode == .campaign, session.flow.fromHome else { return false }
        session.send(.homeAsked)
        return true
    }

    package var flowKind: PlayFlow.Kind { .campaign(packTitle: packTitle) }

    /// A completed last level (every level completed) shows the whole pack's result.
    package func reviewing(_ review: inout GameScreenState.Review, ending: PlayFlow.LevelEnd, _ session: PlaySession) {
        guard ending.completed, session.flow.pack.isFinished else { return }
        // The saved bests, this level's included.
        let pack = campaignState(session)
        review.packFinished = true
        review.news.append(
            "The whole pack: \(pack.stars.earned) of \(pack.stars.of) stars, \(Format.number(pack.totalScore)) points.")
    }

    /// Back to the campaign screen, the next level to play picked (`PlayFlow.State.nextLevel`).
    package func showLevels(_ session: PlaySession) {
        session.clock.setPaused(true)
        var campaign = campaignState(session)
        campaign.escapeGoesHome = session.services.fromHome
        let final = campaign
        session.view.update {
            $0.shown.hold(.campaign(final))
            $0.message = nil
        }
    }

    /// The campaign screen's state: the saved bests, the flow's lock and next level.
    private func campaignState(_ session: PlaySession) -> CampaignState {
        let flow = session.flow
        let entries = levels.enumerated().map { offset, level in
            CampaignState.Entry(
                number: offset + 1, title: level.title, saved: progress.saved(level.id),
                isOpen: flow.pack.isOpen(offset))
        }
        return CampaignState(packTitle: packTitle, entries: entries, selected: flow.nextLevel, next: flow.pack.next)
    }
}
