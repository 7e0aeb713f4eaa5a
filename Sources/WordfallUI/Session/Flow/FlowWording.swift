import WordfallCore
import WordfallPlay

/// The words of the flow of play, the same on screen and in plain mode: the quit question and its
/// notes, the good news at the end of a level and during it (docs/decisions/0420).
enum FlowWording {
    static func question(_ question: PlayFlow.Quit.Question) -> String {
        switch question {
        case .quitWordfall: "Quit wordfall?"
        case .leaveTodaysPuzzle: "Leave today's puzzle?"
        case .endTodaysPuzzle: "End today's puzzle?"
        }
    }

    static func note(_ note: PlayFlow.Quit.Note) -> String {
        switch note {
        case .replaySavesNothing: "A replay changes nothing saved."
        case .huntWordsKept: "Your words are kept: the hunt reopens where it is, today's round stands."
        case .huntWordsNotKept: "Your words of this sitting could not be kept: the saved data cannot be written."
        case .levelKept: "This level is not finished: it is kept, and offered to resume next time."
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
        }
    }

    static func news(_ news: PlayFlow.News) -> String {
        switch news {
        case .bestScore(let was): "New best score for this level (was \(Format.number(was)))."
        case .bestWord(let now, let was):
            "New best word for this level: \(now.word), \(Format.number(now.points)) points (was \(was.word))."
        case .moreStars(let stars, let was): "More stars than before: \(stars) (was \(was))."
        }
    }

    static func announcement(_ announcement: PlayFlow.Announcement) -> String {
        switch announcement {
        case .bestScore: "New best score for this level!"
        case .bestWord(let was): "New best word for this level (was \(was.word))."
        }
    }
}
