import ArgumentParser
import WordfallCore

/// `wordfall check PATH...`: validates level files and packs, and says what each valid board offers.
struct CheckCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "check",
        abstract: "Validate level files and level packs; print what each board offers.",
        discussion: """
            A PATH is a level file or a pack folder (holding pack.json). For each valid
            level, one line on stdout:
              ID: ROWSxCOLUMNS, N words, best WORD (POINTS points)
            (N counts the words formable on the starting board; "best" is omitted when N
            is 0). Each problem is one line on stderr: FILE:LINE:COLUMN: error: MESSAGE for
            JSON syntax, FILE: error: PATH: MESSAGE for a wrong value.
            Exit status: 0 when every file is valid, 2 otherwise.
            """
    )

    @Argument(help: ArgumentHelp("Level files and pack folders.", valueName: "path"))
    var paths: [String]

    @OptionGroup var options: LevelOptions

    func validate() throws {
        guard !paths.isEmpty else { throw ValidationError("Give at least one level file or pack folder.") }
    }

    func run() throws {
        let stdout = OutputBuffer(descriptor: OutputBuffer.standardOutput)
        let stderr = OutputBuffer(descriptor: OutputBuffer.standardError)
        var lexicons = LexiconCache()
        var problems = false
        for path in paths {
            for outcome in Self.levels(at: path, options: options) {
                do throws(CommandFailure) {
                    let level = try outcome.get()
                    let prepared = try PreparedLevel.prepare(level, options: options, lexicons: &lexicons)
                    stdout.writeLine(Self.summaryLine(prepared))
                } catch {
                    problems = true
                    stdout.flush()
                    for line in error.lines { stderr.writeLine(line) }
                    stderr.flush()
                }
            }
        }
        stdout.flush()
        stderr.flush()
        if problems { throw ExitCode(Wordfall.badInputStatus) }
    }

    /// The levels at `path`: one for a level file, each of a pack's levels for a pack folder.
    static func levels(at path: String, options: LevelOptions) -> [Result<Level, CommandFailure>] {
        let loader = LevelLoader(checksDictionary: options.dictionary == nil)
        return [
            Result { () throws(CommandFailure) -> Level in
                do {
                    return try loader.load(path: path)
                } catch {
                    throw .badInput(error.lines)
                }
            }
        ]
    }

    /// `ID: ROWSxCOLUMNS, N words, best WORD (POINTS points)`.
    static func summaryLine(_ prepared: PreparedLevel) -> String {
        let board = prepared.startingBoard
        let words = prepared.lexicon.words(on: board, minLength: prepared.level.rules.minWordLength)
        var line = "\(prepared.level.id): \(board.rows)x\(board.columns), \(words.count) word\(words.count == 1 ? "" : "s")"
        let best = words.min { $0.points != $1.points ? $0.points > $1.points : $0.word < $1.word }
        if let best {
            line += ", best \(best.word) (\(best.points) points)"
        }
        return line
    }
}
