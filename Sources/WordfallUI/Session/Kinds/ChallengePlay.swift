import WordfallCore
import WordfallPlay

/// A challenge played from its code (`wordfall play CODE`): a level file's rules, and an end screen that
/// shows the result line to send back and compares a friend's line with it (docs/RULES.md, "Challenges").
package final class ChallengePlay: PlayKind {
    package let levels: [Level]
    package let progress: any ProgressRecorder
    let code: ChallengeCode
    let name: String
    let lexicon: Lexicon
    /// Keeps how a comparison came out for the player's own line (won, lost, drawn); returns the warning
    /// to tell when it could not be kept.
    let keep: (ChallengeComparison, _ mine: String) -> String?

    package init(
        level: Level, code: ChallengeCode, name: String, lexicon: Lexicon, progress: any ProgressRecorder,
        keep: @escaping (ChallengeComparison, String) -> String? = { _, _ in nil }
    ) {
        self.levels = [level]
        self.code = code
        self.name = name
        self.lexicon = lexicon
        self.progress = progress
        self.keep = keep
    }

    package func introduction(level index: Int, _ session: PlaySession) -> IntroCard? {
        let lines = IntroText.ownRules(of: levels[index])
        return lines.isEmpty ? nil : IntroCard(title: levels[index].title, lines: lines)
    }

    package func reviewing(_ review: inout GameScreenState.Review, ending: PlayFlow.LevelEnd, _ session: PlaySession) {
        review.challenge = .init(result: result(of: session.game).line)
    }

    /// On the end screen, `c` opens a line for a friend's result: typed or pasted, Enter compares it, Esc
    /// goes back. While it is open every key is the line's, so none chooses what comes next.
    package func took(_ key: Key, _ session: PlaySession) -> Bool {
        guard case .levelOver(let ending) = session.state.screen, ending.keysWork,
            var challenge = ending.review.challenge
        else { return false }
        guard let friend = challenge.friendLine else {
            guard key == .character("c") else { return false }
            challenge.friendLine = ""
            session.showChallenge(challenge)
            return true
        }
        switch key {
        case .character(let character):
            guard friend.count < GameScreenState.ChallengeEnd.friendLineLimit else { return true }
            challenge.friendLine = friend + String(character)
        case .backspace, .delete:
            challenge.friendLine = String(friend.dropLast())
        case .escape:
            challenge.friendLine = nil
        case .enter:
            challenge.friendLine = nil
            session.showChallenge(challenge)
            session.send(.friendResultGiven(friend))
            return true
        case .control("d"), .control("c"):
            return false
        default:
            return true
        }
        session.showChallenge(challenge)
        return true
    }

    /// Plays the player's game and the friend's line again on the board and compares them word by word;
    /// keeps how it came out.
    package func compare(_ line: String, _ session: PlaySession) -> PlayFlow.Comparison {
        let theirs: ChallengeResult
        do {
            theirs = try ChallengeResult(reading: line.trimmingSpaces)
        } catch {
            return .refused("Your friend's line: \(error.message)")
        }
        guard theirs.code == code else { return .refused(ChallengeResultError.differentChallenges.message) }
        let level = levels[0]
        let replays: [ChallengeReplay]
        do {
            replays = [
                try ChallengeReplay(result(of: session.game), level: level, lexicon: lexicon),
                try ChallengeReplay(theirs, level: level, lexicon: lexicon),
            ]
        } catch {
            return .refused("Your friend's line (\(theirs.name)): \(error.message)")
        }
        let board = Game(level: level, lexicon: lexicon).board
        let words = lexicon.search(on: board, minLength: level.rules.minWordLength).words
        let comparison = ChallengeComparison(replays, boardWords: words)
        return .compared(comparison, warning: keep(comparison, replays[0].result.line))
    }

    package var flowKind: PlayFlow.Kind { .level }

    /// Both players play the code's word list alone (docs/RULES.md, "Challenges").
    package var ownWords: Bool { false }
    /// A challenge keeps its code's refills on every try: the friend's game is this one (issue 42).
    package var retriesAreNewGames: Bool { false }

    private func result(of game: Game) -> ChallengeResult {
        ChallengeReplay.result(code: code, name: name, level: levels[0], lexicon: lexicon, moves: game.moveLog)
    }
}
