import WordfallCore
import WordfallJSON

/// `wordfall stats --json`: the statistics as one JSON object on one line (see README, "Statistics").
///
/// Strings in the `.visible` style: names taken from level files are read on a terminal as often as by a
/// program, so an invisible character shows as its `\uXXXX` code.
enum StatisticsJSON {
    static func text(_ statistics: PlayerStatistics) -> String {
        var writer = JSONWriter(style: .visible)
        writer.object { json in
            json.member("gamesPlayed", statistics.gamesPlayed)
            json.member("levelsCompleted", statistics.levelsCompleted)
            json.member("stars", statistics.stars)
            json.member("wordsFound", statistics.wordsFound)
            json.key("bestWord")
            word(statistics.bestWord, &json)
            json.key("longestWord")
            word(statistics.longestWord, &json)
            json.key("packs")
            json.array { packs in
                for pack in statistics.packs {
                    packs.object { json in
                        json.member("pack", pack.pack)
                        json.key("levels")
                        json.array { levels in
                            for level in pack.levels {
                                levels.object { json in
                                    json.member("level", level.level)
                                    json.member("bestScore", level.bestScore)
                                    json.member("stars", level.stars)
                                    json.member("completed", level.completed)
                                    json.member("plays", level.plays)
                                    json.key("bestWord")
                                    word(level.bestWord, &json)
                                }
                            }
                        }
                    }
                }
            }
            json.key("daily")
            daily(statistics.daily, &json)
            json.key("otherDailies")
            json.array { json in
                for other in statistics.otherDailies { daily(other, &json) }
            }
            json.key("challenges")
            json.object { json in
                json.member("won", statistics.challenges.won)
                json.member("lost", statistics.challenges.lost)
                json.member("drawn", statistics.challenges.drawn)
            }
            json.key("games")
            json.object { json in
                json.member("levels", statistics.games.levels)
                json.member("dailyRounds", statistics.games.dailyRounds)
                json.member("hunts", statistics.games.hunts)
                json.member("endless", statistics.games.endless)
            }
        }
        return writer.text
    }

    /// One language's daily record: `{"language", "daysPlayed", "currentStreak", "longestStreak", "ranks",
    /// "huntRanks"}`.
    private static func daily(_ daily: PlayerStatistics.Daily, _ json: inout JSONWriter) {
        json.object { json in
            json.member("language", daily.language)
            json.member("daysPlayed", daily.daysPlayed)
            json.member("currentStreak", daily.currentStreak)
            json.member("longestStreak", daily.longestStreak)
            json.key("ranks")
            json.object { ranks in
                for rank in daily.ranks { ranks.member(rank.name, rank.days) }
            }
            json.key("huntRanks")
            json.object { ranks in
                for rank in daily.huntRanks { ranks.member(rank.name, rank.days) }
            }
        }
    }

    /// `{"word":...,"points":...,"length":...}`, or `null`.
    private static func word(_ word: ScoredWord?, _ json: inout JSONWriter) {
        guard let word else { return json.null() }
        json.object { json in
            json.member("word", word.word)
            json.member("points", word.points)
            json.member("length", word.word.count)
        }
    }
}
