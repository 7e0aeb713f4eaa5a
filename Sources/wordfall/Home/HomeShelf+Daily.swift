import WordfallCore
import WordfallProgress
import WordfallUI

/// The home screen's daily: where today stands (its date and number, the round's rank, the hunt's
/// words), today's share text, and yesterday's words the player missed, with their meanings
/// (docs/RULES.md, "The daily: a round, then the hunt").
extension HomeShelf {
    /// `Round: Genius. Hunt: 52 of 61 words, 9 to Queen Bee.` (`short`: `... Hunt: 52 of 61, 9 to Queen
    /// Bee.`), or `#8 2026-12-01: not played yet`.
    func dailyLine(inProgress: Bool, short: Bool = false) -> String {
        let day = Self.dayName(today)
        guard let result = todaysResult else { return "\(day): " + (inProgress ? "in progress" : "not played yet") }
        // A result no build writes (issue 36, item 11) is not shown as it is.
        guard result.problem == nil else { return "\(day): played (its saved result is damaged)" }
        guard let puzzle = Self.puzzle(today) else { return "Round: \(result.rank)." }
        return HuntText.standing(
            round: result.rank, hunt: HuntRecorder.dayHunt(puzzle, store: data.store), short: short)
    }

    /// Today's page, once its round is played: where it stands, its share text, yesterday's answers, and
    /// what Enter does (the hunt). Before the round, the page of a player who played yesterday: yesterday's
    /// answers first, and Enter plays the round. nil otherwise (Today's puzzle plays the round, or resumes
    /// it when `inProgress`, at once).
    func dailyPage(meanings: ((String) -> [String]?)?, inProgress: Bool = false) -> [String]? {
        guard let result = todaysResult else {
            let yesterday = CalendarDay(dayNumber: today.dayNumber - 1).description
            guard !inProgress, (try? data.store?.dailyResult(on: yesterday)) != nil else { return nil }
            return [
                "\(Self.dayName(today)): not played yet.", "",
                "Enter plays today's round: 3 minutes on the clock, ranked, one try a day; then its hunt, all day.",
                "",
            ] + yesterdayLines(meanings: meanings)
        }
        guard result.problem == nil else {
            return ["Today's result in your saved data is damaged, so it is not shown, nor its hunt played."]
        }
        var lines = ["\(Self.dayName(today)): " + dailyLine(inProgress: false), ""]
        lines += DailyCommand.shareLines(result, store: data.store, unicode: unicode)
        lines += ["", "Enter plays the hunt: the same board, no clock, every word you found kept.", ""]
        lines += yesterdayLines(meanings: meanings)
        return lines
    }

    /// Yesterday's words the player missed, best first, each with its first meaning where WordNet has one.
    func yesterdayLines(meanings: ((String) -> [String]?)?) -> [String] {
        let yesterday = CalendarDay(dayNumber: today.dayNumber - 1)
        guard let puzzle = Self.puzzle(yesterday) else { return [] }
        let hunt = HuntRecorder.dayHunt(puzzle, store: data.store)
        let missed = hunt.expectedLeft
        let found = hunt.expected.count - missed.count
        var lines: [String]
        if (try? data.store?.dailyResult(on: yesterday.description)) == nil {
            lines = ["Yesterday, \(Self.dayName(yesterday)), not played: its \(missed.count) words, best first:"]
        } else if missed.isEmpty {
            return ["Yesterday, \(Self.dayName(yesterday)): you found all \(found) words, Queen Bee."]
        } else {
            lines = [
                "Yesterday, \(Self.dayName(yesterday)): you found \(found) of \(hunt.expected.count) words; "
                    + "the \(missed.count) you missed, best first:"
            ]
        }
        for word in missed {
            let meaning = meanings?(word.word)?.first.map { ": " + $0 } ?? ""
            lines.append("  \(word.word)\(meaning)")
        }
        return lines
    }

    /// `#8 2026-12-01` (the date alone before the first puzzle).
    static func dayName(_ day: CalendarDay) -> String {
        DailyPuzzle.number(of: day).map { "#\($0) \(day)" } ?? day.description
    }

    /// The puzzle of `day` on the bundled list; nil when the list cannot be read.
    static func puzzle(_ day: CalendarDay) -> DailyPuzzle? {
        (try? Lexicon.bundled()).map { DailyPuzzle(day: day, lexicon: $0) }
    }
}
