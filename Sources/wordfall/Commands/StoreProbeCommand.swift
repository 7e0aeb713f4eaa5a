import ArgumentParser
import Glibc
import WordfallCore
import WordfallProgress

/// `wordfall store-probe` (hidden): records games in the saved data, as the game does when a level ends.
///
/// The tests' hook for "two games finishing at the same moment on one data folder": two of these run at
/// once against one folder, and every game either one recorded must be there afterwards.
struct StoreProbeCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "store-probe",
        abstract: "Record games in the saved data (a test hook).",
        shouldDisplay: false
    )

    @Option(name: .customLong("data-dir"), help: "The data folder.")
    var dataDirectory: String

    @Option(name: .long, help: "The pack key to record under.")
    var pack = "probe"

    @Option(name: .long, help: "The level every game is recorded for.")
    var level = "shared"

    @Option(name: .long, help: "How many games to record.")
    var games = 1

    @Option(name: .long, help: "The first game's score; each next one scores one more.")
    var score = 0

    @Flag(name: .customLong("with-replay"), help: "Keep each game with an empty replay (listed by `replay --list`).")
    var withReplay = false

    @Option(
        name: .customLong("hold-lock"),
        help: "Instead of recording, hold the database's write lock this many milliseconds (printing 'locked').")
    var holdLock: Int?

    func run() throws {
        let opened = GameStore.open(directory: dataDirectory)
        for warning in opened.warnings { SavedData.warn(warning) }
        guard let store = opened.store else { throw CommandFailure.badInput("wordfall: error: no store") }
        if let holdLock {
            do throws(ProgressError) {
                try store.holdingWriteLock {
                    let stdout = OutputBuffer(descriptor: .standardOutput)
                    stdout.writeLine("locked")
                    stdout.flush()
                    usleep(UInt32(max(0, min(holdLock, 60_000))) * 1000)
                }
            } catch {
                throw CommandFailure(lines: ["wordfall: error: \(error.message)"], status: 1)
            }
            return
        }
        for index in 0..<max(0, games) {
            let game = PlayedGame(
                id: GameID.random(), endedAt: time(nil), pack: pack, level: level, seed: UInt64(index),
                score: score + index, stars: 1,
                words: [PlayedWord(word: "PROBE", points: score + index)], duration: 1, ending: .completed,
                replay: withReplay ? PlayedGame.Replay(levelText: "{}", moves: "") : nil)
            do throws(ProgressError) {
                try store.record(game)
            } catch {
                throw CommandFailure.badInput("wordfall: error: \(error.message)")
            }
        }
    }
}
