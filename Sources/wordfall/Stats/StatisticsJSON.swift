import WordfallCore

/// `wordfall stats --json`: the statistics as one JSON object on one line (see README, "Statistics").
enum StatisticsJSON {
    static func text(_ statistics: PlayerStatistics) -> String {
        func word(_ word: ScoredWord?) -> String {
            guard let word else { return "null" }
            return
                #"{"word":\#(JSONValue.quoted(word.word)),"points":\#(word.points),"length":\#(word.word.count)}"#
        }
        let packs = statistics.packs.map { pack in
            let levels = pack.levels.map { level in
                #"{"level":\#(JSONValue.quoted(level.level)),"bestScore":\#(level.bestScore),"#
                    + #""stars":\#(level.stars),"completed":\#(level.completed),"plays":\#(level.plays),"#
                    + #""bestWord":\#(word(level.bestWord))}"#
            }
            return #"{"pack":\#(JSONValue.quoted(pack.pack)),"levels":[\#(levels.joined(separator: ","))]}"#
        }
        let daily = statistics.daily
        let ranks = daily.ranks.map { "\(JSONValue.quoted($0.name)):\($0.days)" }.joined(separator: ",")
        return #"{"gamesPlayed":\#(statistics.gamesPlayed),"levelsCompleted":\#(statistics.levelsCompleted),"#
            + #""stars":\#(statistics.stars),"wordsFound":\#(statistics.wordsFound),"#
            + #""bestWord":\#(word(statistics.bestWord)),"longestWord":\#(word(statistics.longestWord)),"#
            + #""packs":[\#(packs.joined(separator: ","))],"#
            + #""daily":{"daysPlayed":\#(daily.daysPlayed),"currentStreak":\#(daily.currentStreak),"#
            + #""longestStreak":\#(daily.longestStreak),"ranks":{\#(ranks)}}}"#
    }
}
