import WordfallCore
import WordfallPlay

/// The words of the flow of play, the same on screen and in plain mode: the quit question and its
/// notes, the good news at the end of a level and during it (docs/decisions/0420).
enum FlowWording {
    /// - Parameter day: the past day played (`daily --date`), named with the command that resumes it;
    ///   nil for today's puzzle (and any other play).
    static func question(_ question: PlayFlow.Quit.Question, day: CalendarDay? = nil) -> String {
        switch question {
        case .quitWordfall: "Quit wordfall?"
        case .leaveTodaysPuzzle: day.map { "Leave the puzzle of \($0)?" } ?? "Leave today's puzzle?"
        case .endTodaysPuzzle: day.map { "End the puzzle of \($0)?" } ?? "End today's puzzle?"
        case .finishTodaysRound: day.map { "Finish the round of \($0) now?" } ?? "Finish today's round now?"
        }
    }

    /// - Parameter language: the daily's language, named in the commands a note gives when not English.
    static func note(_ note: PlayFlow.Quit.Note, day: CalendarDay? = nil, language: Language? = nil) -> String {
        let text = englishNote(note, day: day)
        guard let language, !language.isEnglish else { return text }
        return text.replacing("wordfall daily", with: "wordfall daily --language \(language.code)")
    }

    private static func englishNote(_ note: PlayFlow.Quit.Note, day: CalendarDay?) -> String {
        if let day, let past = pastDayNote(note, day: day) { return past }
        return switch note {
        case .replaySavesNothing: "A replay changes nothing saved."
        case .endlessEnds: "Quitting ends this game; its score counts for your best."
        case .practiceSavesNothing: "Practice saves nothing."
        case .duelLeftHasNoResult: "Leaving ends your side of the duel with no result; your friend plays on."
        case .duelResultKept:
            "Both results are printed as you leave; the duel's line is kept as the code's result (not if practice)."
        case .huntWordsKept: "Your words are kept: the hunt reopens where it is, today's round stands."
        case .huntWordsNotKept: "Your words of this sitting could not be kept: the saved data cannot be written."
        case .levelKept: "This level is not finished: it is kept, and offered to resume next time."
        case .levelStaysKept: "The game you left stays kept, as it stands: it is offered again next time."
        case .levelLost: "This level is not finished: its progress will be lost."
        case .levelWonEnds: "Your goals are done: quitting ends this level, won, with the score you have."
        case .singleLevelNotSaved: "Results of a single level file are not saved."
        case .lastResultNotSaved: "Your last result could not be saved."
        case .finishedLevelsSaved: "Finished levels are saved."
        case .dailyStaysKept: "Today's puzzle stays kept: its clock runs on while you are away."
        case .dailyNotStarted: "Today's puzzle is not started: it waits for you, clock and all."
        case .dailyResultSaved: "Today's round is saved. Its hunt is open all day: wordfall daily plays it."
        case .dailyResultNotSaved: "Today's result could not be saved. A new puzzle opens tomorrow."
        case .dailyNoSavedData: "Today's result is not saved: there is no saved data. A new puzzle opens tomorrow."
        case .dailyKeptClockRuns:
            "It is kept: `wordfall daily` resumes it. Its clock runs on while you are away: one try a day."
        case .dailyRecordedAsItStands: "Your result is recorded as it stands: one result a day, no second try."
        case .dailyFinishEndsTheRound:
            "The round ends as it stands, its rank kept, the time left unused: one round a day. The hunt follows."
        }
    }

    /// A past day's note: its date, and `wordfall daily --date D` where a command resumes it; nil where
    /// the note says no day.
    private static func pastDayNote(_ note: PlayFlow.Quit.Note, day: CalendarDay) -> String? {
        let command = "`wordfall daily --date \(day)`"
        return switch note {
        case .huntWordsKept:
            "Your words are kept: the hunt of \(day) reopens where it is (\(command)), its round stands."
        case .dailyStaysKept: "The puzzle of \(day) stays kept: its clock runs on while you are away."
        case .dailyNotStarted: "The puzzle of \(day) is not started: it waits for you, clock and all."
        case .dailyResultSaved: "The round of \(day) is saved. Its hunt stays open: \(command) plays it."
        case .dailyResultNotSaved: "The result of \(day) could not be saved."
        case .dailyNoSavedData: "The result of \(day) is not saved: there is no saved data."
        case .dailyKeptClockRuns:
            "It is kept: \(command) resumes it. Its clock runs on while you are away: one try a day."
        default: nil
        }
    }

    /// - Parameter language: the level's, whose words are shown as it spells them (`Language.shown`).
    static func news(_ news: PlayFlow.News, language: Language = .english) -> String {
        switch news {
        case .bestScore(let was): "New best score for this level (was \(Format.number(was)))."
        case .bestWord(let now, let was):
            "New best word for this level: \(language.shown(now.word)), \(Format.number(now.points)) points "
                + "(was \(language.shown(was.word)))."
        case .moreStars(let stars, let was): "More stars than before: \(stars) (was \(was))."
        case .bestForSeed(let was): "New best score for this seed (was \(Format.number(was)))."
        case .bestOfAll(let was): "Your best endless game yet (the best was \(Format.number(was)))."
        }
    }

    static func announcement(_ announcement: PlayFlow.Announcement, language: Language = .english) -> String {
        switch announcement {
        case .bestScore: "New best score for this level!"
        case .bestWord(let was): "New best word for this level (was \(language.shown(was.word)))."
        case .bestOfAll(let was): "Past your best endless game (\(Format.number(was)))!"
        }
    }
}
