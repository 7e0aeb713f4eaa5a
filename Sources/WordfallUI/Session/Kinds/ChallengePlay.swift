import WordfallCore
import WordfallPlay

/// A challenge played from its code (`wordfall play CODE`): a level file's rules, and an end screen that
/// shows the result line to send back (docs/RULES.md, "Challenges").
package final class ChallengePlay: PlayKind {
    package let levels: [Level]
    package let progress: any ProgressRecorder
    let code: ChallengeCode
    let name: String
    let lexicon: Lexicon

    package init(level: Level, code: ChallengeCode, name: String, lexicon: Lexicon, progress: any ProgressRecorder) {
        self.levels = [level]
        self.code = code
        self.name = name
        self.lexicon = lexicon
        self.progress = progress
    }

    package func introduction(level index: Int, _ session: PlaySession) -> IntroCard? {
        let lines = IntroText.ownRules(of: levels[index])
        return lines.isEmpty ? nil : IntroCard(title: levels[index].title, lines: lines)
    }

    package func reviewing(_ review: inout GameScreenState.Review, ending: PlayFlow.LevelEnd, _ session: PlaySession) {
        review.challengeResult =
            ChallengeReplay.result(
                code: code, name: name, level: levels[0], lexicon: lexicon, moves: session.game.moveLog
            ).line
    }

    package var flowKind: PlayFlow.Kind { .level }

    /// Both players play the code's word list alone (docs/RULES.md, "Challenges").
    package var ownWords: Bool { false }
    /// A challenge keeps its code's refills on every try: the friend's game is this one (issue 42).
    package var retriesAreNewGames: Bool { false }
}
