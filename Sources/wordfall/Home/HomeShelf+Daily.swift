import WordfallCore
import WordfallProgress
import WordfallUI

/// The home screen's daily: where today stands (its date and number, the round's rank, the hunt's
/// words), today's share text, and how yesterday stands, its missed words with their meanings once
/// asked (docs/RULES.md, "The daily: a round, then the hunt").
extension HomeShelf {
    /// `Round: Genius. Hunt: 52 of 61 words, 9 to Queen Bee.` (`short`: `... Hunt: 52 of 61
    /// words.`), or `#8 2026-12-01: not played yet`.
    func dailyLine(inProgress: Bool, short: Bool = false) -> String {
        let day = Self.dayName(today)
        guard let result = todaysResult else { return "\(day): " + (inProgress ? "in progress" : "not played yet") }
        // A result no build writes (issue 36, item 11) is not shown as it is.
        guard result.problem == nil else { return "\(day): played (its saved result is damaged)" }
        guard let puzzle = puzzle(today) else { return "Round: \(result.rank)." }
        return HuntText.standing(
            round: result.rank, hunt: HuntRecorder.dayHunt(puzzle, store: data.store), short: short)
    }

    /// Today's page, once its round is played: where it stands, its share text, how yesterday stands, and
    /// what Enter does (the hunt). Before the round, the page of a player who played yesterday: yesterday
    /// first, and Enter plays the round. nil otherwise (Today's puzzle plays the round, or resumes it when
    /// `inProgress`, at once). Yesterday's missed words are on it only with `answers` (the player asked,
    /// with `a`): its hunt is still open, and a list shown unasked would be its answer key.
    func dailyPage(meanings: ((String) -> [String]?)?, inProgress: Bool = false, answers: Bool = false) -> [String]? {
        guard let result = todaysResult else {
            let yesterday = CalendarDay(dayNumber: today.dayNumber - 1).description
            guard !inProgress, (try? data.store?.dailyResult(on: yesterday, language: language.code)) != nil
            else { return nil }
            return [
                "\(Self.dayName(today)): not played yet.", "",
                "Enter plays today's round: 3 minutes on the clock, ranked, one try a day; then its hunt, all day.",
                "",
            ] + yesterdayLines(meanings: answers ? meanings : nil, answers: answers)
        }
        guard result.problem == nil else {
            return ["Today's result in your saved data is damaged, so it is not shown, nor its hunt played."]
        }
        var lines = ["\(Self.dayName(today)): " + dailyLine(inProgress: false), ""]
        let share = DailyCommand.shareLines(result, store: data.store, unicode: unicode)
        lines += share
        if ShareText.isHard(share) { lines.append(ShareText.hardNote) }
        lines += ["", "Enter plays the hunt: the same board, no clock, every word you found kept.", ""]
        lines += yesterdayLines(meanings: answers ? meanings : nil, answers: answers)
        return lines
    }

    /// Today's page with yesterday's missed words, once asked; nil when yesterday has none to show.
    func dailyAnswersPage(meanings: ((String) -> [String]?)?, inProgress: Bool = false) -> [String]? {
        let yesterday = CalendarDay(dayNumber: today.dayNumber - 1)
        guard let puzzle = puzzle(yesterday), !HuntRecorder.dayHunt(puzzle, store: data.store).expectedLeft.isEmpty
        else { return nil }
        return dailyPage(meanings: meanings, inProgress: inProgress, answers: true)
    }

    /// How yesterday stands, and the command that plays its hunt; with `answers`, the words the player
    /// missed, best first, each with its first meaning where WordNet has one.
    func yesterdayLines(meanings: ((String) -> [String]?)?, answers: Bool) -> [String] {
        let yesterday = CalendarDay(dayNumber: today.dayNumber - 1)
        guard let puzzle = puzzle(yesterday) else { return [] }
        let hunt = HuntRecorder.dayHunt(puzzle, store: data.store)
        let missed = hunt.expectedLeft
        let found = hunt.expected.count - missed.count
        let name = "Yesterday, \(Self.dayName(yesterday))"
        let command = "wordfall daily --date \(yesterday)" + (language.isEnglish ? "" : " --language \(language.code)")
        let played = (try? data.store?.dailyResult(on: yesterday.description, language: language.code)) != nil
        if played, missed.isEmpty { return ["\(name): you found all \(found) words, Queen Bee."] }
        guard answers else {
            return played
                ? [
                    "\(name): you found \(found) of \(hunt.expected.count) words. Its hunt is still open "
                        + "(\(command)); a shows the \(missed.count) you missed."
                ]
                : [
                    "\(name): not played. Its round and hunt are open (\(command)); a shows its "
                        + "\(missed.count) words."
                ]
        }
        var lines =
            played
            ? [
                "\(name): you found \(found) of \(hunt.expected.count) words; the \(missed.count) you missed, best first:"
            ]
            : ["\(name), not played: its \(missed.count) words, best first:"]
        for word in missed {
            // Meanings are English's alone (WordNet); another language's word shows its real spelling.
            guard language.isEnglish else {
                lines.append("  " + language.shown(word.word))
                continue
            }
            let meaning = meanings?(word.word)?.first.map { ": " + $0 } ?? ""
            lines.append("  \(word.word)\(meaning)")
        }
        return lines
    }

    /// `#8 2026-12-01` (the date alone before the first puzzle).
    static func dayName(_ day: CalendarDay) -> String {
        DailyPuzzle.number(of: day).map { "#\($0) \(day)" } ?? day.description
    }

    /// The puzzle of `day` in the home screen's language, on its bundled list; nil when the list cannot be read.
    func puzzle(_ day: CalendarDay) -> DailyPuzzle? { Self.puzzle(day, language: language) }

    /// The puzzle of `day` in `language`, on its bundled list; nil when the list cannot be read.
    static func puzzle(_ day: CalendarDay, language: Language = .english) -> DailyPuzzle? {
        (try? Lexicon.bundled(language)).map { DailyPuzzle(day: day, language: language, lexicon: $0) }
    }
}
