import WordfallCore

/// What a session can show beyond the game itself: statistics and word meanings. A struct of
/// closures, each absent when the game has no such thing.
public struct PlayServices {
    /// The player's statistics as lines (`StatisticsText.lines`); nil without saved data.
    public var statistics: (() -> [String])?
    /// A word's senses, one short line each (`pos. gloss`); nil when the word has no entry.
    /// Nil when meanings are unavailable (WordNet is not installed).
    public var meanings: ((String) -> [String]?)?
    /// Said once, the first time a meaning is asked for and `meanings` is nil.
    public var meaningsUnavailable: String
    /// Whether the session was started from the home screen: quitting offers to go back to it.
    public var fromHome = false
    /// Where the seeds of retries come from (docs/RULES.md, "Every try a new game"): the system's random
    /// numbers in play; a fixed number in tests, so a retry's game is known.
    public var entropy: UInt64 = 0
    /// In a day's hunt, gives the day's next nudge for the hunt as it stands, as a line (nil: none can
    /// be given, nothing is saved).
    public var nudge: ((DailyHunt) -> String)?
    /// In a day's hunt, how many of the day's nudges were given, every sitting's (nil: none can be).
    public var nudgesGiven: (() -> Int)?
    /// The past day played (`daily --date`): its quit question and notes name it and the command that
    /// resumes it, not "today"; nil for today's puzzle and any other play.
    public var pastDay: CalendarDay?
    /// The language of the daily played: another than English's names `--language CODE` in the commands its
    /// notes give (`wordfall daily --language ca`); nil for English's and any other play.
    public var dailyLanguage: Language?

    public init(
        statistics: (() -> [String])? = nil, meanings: ((String) -> [String]?)? = nil,
        meaningsUnavailable: String = "Word meanings are unavailable."
    ) {
        self.statistics = statistics
        self.meanings = meanings
        self.meaningsUnavailable = meaningsUnavailable
    }

    public static var none: PlayServices { PlayServices() }
}
