import Foundation
import Testing
import WordfallCore
import WordfallTestSupport

@testable import WordfallProgress

/// Saved results whose values no build writes, asked for by the commands that print them (issue 36,
/// items 7 and 11): each says what is damaged where, with the status HEADLESS.md gives damaged saved data
/// (1), never a level file's error naming a file that does not exist, nor a made-up rank with status 0.
@Suite(.serialized) struct DamagedResultCLITests {
    func withFolder(_ body: (String) throws -> Void) throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("wordfall-result-\(UUID())").path
        defer { try? FileManager.default.removeItem(atPath: folder) }
        try body(folder)
    }

    /// Item 7: the level text kept with a game no longer loads (here `{}`, as `store-probe` keeps it).
    @Test func aGameWhoseKeptLevelIsDamagedIsSaidAsDamagedData() throws {
        try withFolder { data in
            let probe = try WordfallBinary.built.run(["store-probe", "--data-dir", data, "--with-replay"])
            #expect(probe.status == 0, "\(probe)")
            for mode in ["--verify", "--export-words"] {
                let outcome = try WordfallBinary.built.run(["replay", mode, "1", "--data-dir", data])
                #expect(outcome.status == 1, "\(mode): \(outcome)")
                #expect(outcome.stdout == "")
                let lines = outcome.stderr.split(separator: "\n")
                #expect(lines.first == "wordfall: error: the level kept with game 1 in the saved data is damaged:")
                #expect(lines.contains("  format: is required (add \"format\": 1)"), "\(outcome)")
                #expect(!outcome.stderr.contains("game-1.json"), "no such file: \(outcome)")
            }
            let store = try #require(GameStore.open(directory: data).store)
            try store.connection.execute(#"UPDATE replays SET level_text = '{"format": 1, "title": 5'"#)
            let syntax = try WordfallBinary.built.run(["replay", "--verify", "1", "--data-dir", data])
            #expect(syntax.status == 1, "\(syntax)")
            #expect(syntax.stderr.contains("\n  line 1, column "), "\(syntax)")
        }
    }

    /// Item 11: a day's result whose rank no version names. (A score above the board's total is not
    /// damage: a round's finds score too.)
    @Test(arguments: [
        ("UPDATE daily_results SET rank = 'Bogus'", "rank is 'Bogus', not a rank, one of Beginner")
    ])
    func aDailyResultNoBuildWritesIsNeitherSharedNorCounted(_ damage: String, _ problem: String) throws {
        try withFolder { data in
            do {
                let store = try #require(GameStore.open(directory: data).store)
                var game = PlayedGame(
                    id: GameID.random(), endedAt: 1_795_308_060, pack: nil, level: "daily-2026-11-22", seed: 7,
                    score: 300, stars: 0, words: [PlayedWord(word: "QUEENS", points: 300)], duration: 180,
                    ending: .outOfTime)
                game.daily = DailyResult(
                    date: "2026-11-22", generator: 2, score: 300, total: 1000, rank: "Solid", words: 1,
                    bestWordLength: 6)
                try store.record(game)
                try store.connection.execute(damage)
            }
            let share = try WordfallBinary.built.run(["daily", "--share", "--date", "2026-11-22", "--data-dir", data])
            #expect(share.status == 1, "\(share)")
            #expect(share.stdout == "", "nothing made up is shared: \(share)")
            let refusal = share.stderr.replacingOccurrences(of: "\n  ", with: " ")
            #expect(refusal.hasPrefix("wordfall: error: the result of 2026-11-22 kept in "), "\(share)")
            #expect(refusal.contains("is damaged, so it is not shown: "), "\(share)")
            #expect(refusal.contains(problem), "\(share)")
            let again = try WordfallBinary.built.run(["daily", "--date", "2026-11-22", "--data-dir", data])
            #expect(again.status == 1, "the day stays played: \(again)")
            #expect(again.stderr.replacingOccurrences(of: "\n  ", with: " ").contains(problem), "\(again)")
            #expect(!again.stdout.contains("Bogus"), "\(again)")
            let stats = try WordfallBinary.built.run(["stats", "--json", "--data-dir", data])
            #expect(stats.status == 0, "\(stats)")
            let warning = stats.stderr.replacingOccurrences(of: "\n  ", with: " ")
            #expect(warning.contains("has a damaged row, not read: table daily_results, "), "\(stats)")
            #expect(warning.contains(problem), "\(stats)")
            #expect(stats.stdout.contains(#""daily":{"language":"en","daysPlayed":0,"#), "\(stats)")
        }
    }

    /// Item 11: a game whose ending no build writes, a word holding an escape code: `stats` says so.
    @Test func statsSaysAGameOrWordNoBuildWritesIsDamaged() throws {
        try withFolder { data in
            let probe = try WordfallBinary.built.run(["store-probe", "--data-dir", data, "--games", "2"])
            #expect(probe.status == 0, "\(probe)")
            do {
                let store = try #require(GameStore.open(directory: data).store)
                try store.connection.execute(
                    "UPDATE games SET ending = 'won' WHERE id = 1; "
                        + "UPDATE game_words SET word = char(27) || ']2;HELLO' WHERE game_id = 2")
            }
            let stats = try WordfallBinary.built.run(["stats", "--data-dir", data])
            #expect(stats.status == 0, "\(stats)")
            // A warning longer than a line goes on indented.
            let warnings = stats.stderr.replacingOccurrences(of: "\n  ", with: " ")
            #expect(warnings.contains("table games: 1 row whose ending is not one of completed,"), "\(stats)")
            #expect(
                warnings.contains(
                    "table game_words: 1 row whose word is empty, longer than 1000 letters or "
                        + "holds a control or invisible character; skipped"), "\(stats)")
            #expect(stats.stdout.hasPrefix("Games played      1\n"), "\(stats)")
            #expect(!stats.stdout.contains("HELLO"), "\(stats)")
        }
    }
}
