import WordfallCore
import WordfallPlay
import WordfallProgress

/// Today's puzzle: one result a day. The header shows the live rank; leaving it (the quit dialog, or
/// a signal) keeps it to resume, its clock running on (where nothing can be kept, it ends and records
/// the result as it stands, through the model's `Game.endByPlayer()`); the end screen shows the rank
/// and the share text, and offers no second try.
package final class DailyPuzzlePlay: PlayKind {
    package let levels: [Level]
    package let progress: any ProgressRecorder
    let daily: DailyPlay
    /// Whether the share text may use Unicode (false for `--ascii`).
    let unicodeShare: Bool

    package init(level: Level, daily: DailyPlay, progress: any ProgressRecorder, unicodeShare: Bool = true) {
        self.levels = [level]
        self.daily = daily
        self.progress = progress
        self.unicodeShare = unicodeShare
    }

    package func began(_ session: PlaySession) {
        let daily = daily
        let rules = levels[0].rules
        session.view.update {
            $0.daily = daily
            // `?` says hard mode as it is this round, and what the share text's `*` means.
            $0.helpLines = [HardWording.dailyHelp(of: rules)]
            if rules.hard { $0.helpKeys = ["a-z": HardWording.typing] }
        }
    }

    /// A hard round's card says hard mode is on (issue 40: nothing said it before the first refusal), with
    /// what it costs and the share text's `*`; the session adds the clock's line.
    package func introduction(level index: Int, _ session: PlaySession) -> IntroCard? {
        let rules = levels[index].rules
        guard rules.hard else { return nil }
        return IntroCard(title: levels[index].title, lines: [HardWording.dailyCard(of: rules)])
    }

    /// The header says a hard round is one where it has the room (120 columns; at 80 the status says it).
    package func subtitle(level index: Int) -> String? { levels[index].rules.hard ? "hard mode" : nil }

    package var flowKind: PlayFlow.Kind { .daily }

    /// The daily is the same list for every player: their own words never apply (docs/RULES.md, "Your own
    /// words"), so a word not in the list names no command.
    package var ownWords: Bool { false }

    package func reviewing(_ review: inout GameScreenState.Review, ending: PlayFlow.LevelEnd, _ session: PlaySession) {
        Self.rank(&review, ending: ending, daily: daily)
        let rank = review.dailyRank ?? ""
        let counts = DailyRank.counts(of: ending.words)
        review.shareLines = ShareText.lines(
            day: daily.day.description, rank: rank, score: ending.score,
            total: daily.total, words: counts.words, longestWordLength: counts.longestWordLength,
            shape: Self.shape(review, daily: daily, played: ending.words.map(\.word)), unicode: unicodeShare,
            hard: session.game.level.rules.hard, language: daily.language)
        // The hunt comes next: its answers are not given away (docs/RULES.md, "The daily: a round, then
        // the hunt").
        review.missedHidden = true
        review.missedHiddenNote = HuntText.missedHidden(in: daily.language)
        review.foundLine = Self.foundLine(review)
    }

    /// The day's words, counted as the hunt and the share text count them (docs/RULES.md, "The daily: a
    /// round, then the hunt"): "Found 46 of 111 words + 7 finds", every word accepted off the list a find.
    static func foundLine(_ review: GameScreenState.Review) -> String {
        let found = review.found.count
        return "Found "
            + HuntText.words(
                found: found, of: found + review.missedWords.count, finds: max(0, review.foundCount - found))
    }

    /// The share text's shape: the expected words found (a find is off the list) and missed, and the big word
    /// (found by any word `played` as long, finds included).
    static func shape(_ review: GameScreenState.Review, daily: DailyPlay, played: [String]) -> ShareText.Shape {
        ShareText.Shape(
            found: review.found.map(\.word), missed: review.missedWords.map(\.word), bigWord: daily.bigWord,
            played: played)
    }

    /// Declining the offer to resume ends it as it stands: one try a day.

    /// A daily's end as a rank: the rank, the points the next one needed, how it ended (a played
    /// daily's end screen, and a daily's replay).
    static func rank(_ review: inout GameScreenState.Review, ending: PlayFlow.LevelEnd, daily: DailyPlay) {
        let words = ending.words.map(\.word)
        review.dailyRank = daily.rank(score: ending.score, words: words).name
        switch daily.next(score: ending.score, words: words) {
        case .rank(let up, let points)?:
            review.nextRank = "\(Format.number(points)) more points would have made \(up.name)."
        case .queenBee(let left)?:
            review.nextRank = "\(Format.number(left)) more of the board's words would have made Queen Bee."
        case nil:
            review.nextRank = nil
        }
        review.reason = ending.byPlayer ? "You ended it." : "Time is up."
    }

    /// Over, the question is the usual one and says the day's result is kept (it speaks of no level).
    /// In play, leaving keeps it (its clock runs on while away, docs/decisions/0090); where nothing
    /// can be kept, ending it records the result as it stands.

}
