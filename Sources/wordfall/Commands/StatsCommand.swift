import ArgumentParser
import Glibc
import SystemPackage
import WordfallCore
import WordfallProgress
import WordfallUI

/// `wordfall stats [--json]`: the player's statistics from the saved data.
struct StatsCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "stats",
        abstract: "Print your statistics: levels, stars, words, daily.",
        discussion: """
            Games played, levels completed, stars, words found, the best and the longest
            word ever; for the daily puzzle, days played, the current and longest streak
            and how the ranks are spread; for every pack and level played, its best score,
            stars and best word.
            With --json, the same as one JSON object on one line (described in the README).
            Exit status: 0, or 1 when the saved data cannot be read.
            """
    )

    @Flag(name: .long, help: "Print one JSON object.")
    var json = false

    @OptionGroup var dataOptions: DataOptions

    func run() throws {
        let (statistics, store) = try Self.load(dataDirectory: dataOptions.dataDirectory)
        let stdout = OutputBuffer(descriptor: .standardOutput)
        if json {
            stdout.write(StatisticsJSON.text(statistics) + "\n")
        } else {
            let titles = LevelTitles.load(
                store: store, dataDirectory: dataOptions.dataDirectory ?? ProgressStore.defaultDirectory())
            for line in StatisticsText.lines(
                statistics, packTitle: titles.pack, levelTitle: { titles.level($0, inPack: $1) },
                levelPlace: { titles.place($0, inPack: $1) },
                unicode: DailyCommand.localeIsUTF8())
            {
                stdout.writeLine(line)
            }
        }
        try stdout.finish()
    }

    /// The statistics in `dataDirectory`. A folder with no saved data at all gives empty statistics and
    /// is left as it is (no database is created just to say there is nothing).
    static func load(dataDirectory: String?) throws(CommandFailure) -> (PlayerStatistics, GameStore?) {
        guard let directory = dataDirectory ?? ProgressStore.defaultDirectory() else {
            throw CommandFailure(lines: ["wordfall: error: " + ProgressStore.unknownDirectory], status: 1)
        }
        let nothingSaved =
            FileIO.kind(of: directory + "/" + GameStore.fileName) == .missing
            && FileIO.kind(of: ProgressStore(directory: directory).path) == .missing
        let data =
            nothingSaved
            ? SavedData(store: nil, directory: directory, notice: nil) : SavedData.open(directory: directory)
        var statistics = try data.statistics()
        if let outcomes = data.store?.challengeOutcomes() {
            statistics.challenges = ChallengeTally(
                won: outcomes[.won] ?? 0, lost: outcomes[.lost] ?? 0, drawn: outcomes[.drawn] ?? 0)
        }
        return (statistics, data.store)
    }
}
