import WordfallCore

/// What the home screen lists, given by the command that shows it (it knows the saved data and the
/// packs on disk): a struct of values and closures, each list read when its page is opened.
public struct HomeContent {
    /// The pack Continue plays and where the player stands in it ("Wordfall Starter Pack, level 4 of 13").
    public var continuePack: String
    /// The games left in progress, the one left last first: Continue resumes it, or lists them when
    /// more than one is kept; nil without saved data.
    public var inProgress: (() -> [ResumableGame])?
    /// Today's puzzle's state: "not played yet", or its rank when played today.
    public var daily: String
    /// `daily` said shorter, for a menu line too narrow for it ("Round: Genius. Hunt: 52 of 61
    /// words."); nil: `daily` cut to fit.
    public var dailyShort: String?
    /// Today's result (its share text), when today's puzzle was played: Today's puzzle shows it
    /// rather than playing; nil when it can be played.
    public var dailyPlayed: [String]?
    /// What Enter on Today's page plays: "the hunt", or before the round "today's round".
    public var dailyNext: String
    /// Today's page with yesterday's missed words, shown only once asked (`a`): yesterday's hunt is still
    /// open, and a list shown unasked would be its answer key. nil when there are none.
    public var dailyAnswers: [String]?
    /// The packs that can be played: title and what the player did in each.
    public var packs: () -> [HomeState.Entry]
    /// The games kept, newest first, one line each.
    public var replays: () -> [HomeState.Entry]
    /// The player's statistics as lines; nil without saved data.
    public var statistics: (() -> [String])?
    /// What stands beside Endless: its rule in a few words, and the player's best once there is one.
    public var endless: String
    /// Whether hard mode is on for the daily and levels (docs/RULES.md, "Hard mode"), as kept.
    public var hard: Bool
    /// Keeps hard mode on or off when the home screen's switch turns it (the setting `--hard` keeps).
    public var keepHard: (Bool) -> Void
    /// The language of the daily, practice and the endless game played from here (`--language`, else kept).
    public var language: Language

    public init(
        continuePack: String, inProgress: (() -> [ResumableGame])? = nil, daily: String, dailyShort: String? = nil,
        dailyPlayed: [String]? = nil, dailyNext: String = "the hunt", dailyAnswers: [String]? = nil,
        packs: @escaping () -> [HomeState.Entry] = { [] }, replays: @escaping () -> [HomeState.Entry] = { [] },
        statistics: (() -> [String])? = nil, endless: String = HomeContent.endlessDetail(best: nil),
        hard: Bool = false, keepHard: @escaping (Bool) -> Void = { _ in }, language: Language = .english
    ) {
        self.language = language
        self.continuePack = continuePack
        self.inProgress = inProgress
        self.daily = daily
        self.dailyShort = dailyShort
        self.dailyPlayed = dailyPlayed
        self.dailyNext = dailyNext
        self.dailyAnswers = dailyAnswers
        self.packs = packs
        self.replays = replays
        self.statistics = statistics
        self.endless = endless
        self.hard = hard
        self.keepHard = keepHard
    }

    /// Endless's line on the menu, with the player's best endless score (nil or 0: none yet).
    public static func endlessDetail(best: Int?) -> String {
        guard let best, best > 0 else { return "last as long as the fires let you" }
        return "last as long as the fires let you; your best \(Format.number(best))"
    }
}
