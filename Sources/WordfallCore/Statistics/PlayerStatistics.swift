/// A player's statistics, as `wordfall stats` prints them and the statistics screen shows them.
///
/// Computed by the saved data's store from every game recorded; a plain value here so the screen and
/// the commands can show it without knowing where it came from.
public struct PlayerStatistics: Hashable, Sendable {
    /// One level's best result in a pack.
    public struct LevelLine: Hashable, Sendable {
        public var level: String
        public var bestScore: Int
        public var stars: Int
        public var completed: Bool
        public var bestWord: ScoredWord?
        /// Games recorded for this level.
        public var plays: Int

        public init(level: String, bestScore: Int, stars: Int, completed: Bool, bestWord: ScoredWord?, plays: Int) {
            self.level = level
            self.bestScore = bestScore
            self.stars = stars
            self.completed = completed
            self.bestWord = bestWord
            self.plays = plays
        }
    }

    /// One pack's levels, by level id.
    public struct PackLine: Hashable, Sendable {
        public var pack: String
        public var levels: [LevelLine]

        public init(pack: String, levels: [LevelLine]) {
            self.pack = pack
            self.levels = levels
        }
    }

    /// The daily puzzle's record in one language (each language's daily has its own days and streak).
    public struct Daily: Hashable, Sendable {
        /// The language's code (`Language.code`).
        public var language: String
        public var daysPlayed: Int
        /// Days in a row up to today (or up to yesterday, while today is not played yet).
        public var currentStreak: Int
        public var longestStreak: Int
        /// How many days' rounds ended at each rank, every rank listed lowest first (0 for none).
        public var ranks: [(name: String, days: Int)]
        /// How many days' hunts stand at each rank, every rank listed lowest first (0 for none).
        public var huntRanks: [(name: String, days: Int)]

        public init(
            daysPlayed: Int, currentStreak: Int, longestStreak: Int, ranks: [(name: String, days: Int)],
            huntRanks: [(name: String, days: Int)] = DailyRank.all.map { ($0.name, 0) }, language: String = "en"
        ) {
            self.language = language
            self.daysPlayed = daysPlayed
            self.currentStreak = currentStreak
            self.longestStreak = longestStreak
            self.ranks = ranks
            self.huntRanks = huntRanks
        }

        public static func == (lhs: Daily, rhs: Daily) -> Bool {
            lhs.language == rhs.language && lhs.daysPlayed == rhs.daysPlayed && lhs.currentStreak == rhs.currentStreak
                && lhs.longestStreak == rhs.longestStreak && lhs.ranks.map(\.name) == rhs.ranks.map(\.name)
                && lhs.ranks.map(\.days) == rhs.ranks.map(\.days)
                && lhs.huntRanks.map(\.name) == rhs.huntRanks.map(\.name)
                && lhs.huntRanks.map(\.days) == rhs.huntRanks.map(\.days)
        }

        public func hash(into hasher: inout Hasher) {
            hasher.combine(language)
            hasher.combine(daysPlayed)
            hasher.combine(currentStreak)
            hasher.combine(longestStreak)
            for rank in ranks + huntRanks {
                hasher.combine(rank.name)
                hasher.combine(rank.days)
            }
        }
    }

    /// Every game counted in `games`: levels, daily rounds, hunts and endless games.
    public var gamesPlayed: Int
    /// The games played, by kind.
    public var games = GameCounts()
    public var levelsCompleted: Int
    /// The best stars of every level, added up.
    public var stars: Int
    /// Accepted words in every game, counted once per game.
    public var wordsFound: Int
    /// The word worth the most points in any game (ties: alphabetical).
    public var bestWord: ScoredWord?
    /// The longest word in any game (ties: more points, then alphabetical).
    public var longestWord: ScoredWord?
    public var packs: [PackLine]
    /// English's daily record (always there, days played or not).
    public var daily: Daily
    /// The daily records of the other languages whose daily was played, in `Language.all`'s order.
    public var otherDailies: [Daily] = []
    /// The challenges compared with a friend's result (`wordfall compare`), won, lost and drawn.
    public var challenges = ChallengeTally()

    public init(
        gamesPlayed: Int, levelsCompleted: Int, stars: Int, wordsFound: Int, bestWord: ScoredWord?,
        longestWord: ScoredWord?,
        packs: [PackLine], daily: Daily
    ) {
        self.gamesPlayed = gamesPlayed
        self.levelsCompleted = levelsCompleted
        self.stars = stars
        self.wordsFound = wordsFound
        self.bestWord = bestWord
        self.longestWord = longestWord
        self.packs = packs
        self.daily = daily
    }

    /// The days that count for the daily streak: those whose puzzle was played on that very day (a past
    /// day's puzzle played later, with `--date`, is played but extends no streak).
    public static func streakDays(_ results: [(date: CalendarDay, playedOn: CalendarDay?)]) -> [CalendarDay] {
        results.filter { $0.playedOn == $0.date }.map(\.date)
    }

    /// The current and longest runs of consecutive days in `days` (any order), the current one ending
    /// `today`, or yesterday when today is not among them.
    public static func streaks(days: [CalendarDay], today: CalendarDay) -> (current: Int, longest: Int) {
        let numbers = Set(days.map(\.dayNumber))
        var longest = 0
        for number in numbers where !numbers.contains(number - 1) {
            var length = 1
            while numbers.contains(number + length) { length += 1 }
            longest = max(longest, length)
        }
        var end = today.dayNumber
        if !numbers.contains(end) { end -= 1 }
        var current = 0
        while numbers.contains(end - current) { current += 1 }
        return (current, longest)
    }
}
