import ArgumentParser
import SystemPackage
import WordfallCore
import WordfallJSON

/// `wordfall solve LEVEL [--json]`: every word formable on the level's starting board, best first.
struct SolveCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "solve",
        abstract: "List every word on a level's starting board.",
        discussion: """
            One word a line, best first (ties alphabetical): POINTS WORD r,c r,c ... where
            the cells are the word's best path (rows and columns from 0).
            With --json, one object a line:
            {"word":"CAT","points":50,"path":[[0,0],[0,1],[1,1]]}.
            With --expected, only the expected words (the common words the game offers:
            what hints, the review, the daily's total and check count; docs/RULES.md, "Word
            tiers").
            On a board with more paths than the solver's budget can try (a long word of one
            letter on a board of that letter), the words found within the budget, and a
            warning on stderr.
            Exit status: 0, or 2 for a bad level or dictionary.
            """
    )

    @Argument(help: ArgumentHelp("The level file.", valueName: "level"), completion: .file(extensions: ["json"]))
    var level: String

    @Flag(name: .long, help: "Print one JSON object a line (word, points, path).")
    var json = false

    @Flag(name: .long, help: "List only the expected words (common words the game offers).")
    var expected = false

    @OptionGroup var options: LevelOptions

    func run() throws {
        try Self.run(level: level, json: json, expected: expected, options: options.overrides)
    }

    /// The solve, from plain values: `DirectInvocation` calls it without argument-parser.
    static func run(level: String, json: Bool, expected: Bool, options: LevelOverrides) throws {
        var lexicons = LexiconCache()
        let prepared = try PreparedLevel.load(path: level, options: options, lexicons: &lexicons)
        let stdout = OutputBuffer(descriptor: .standardOutput)
        let search = prepared.wordsOnStartingBoard()
        let language = prepared.level.language
        for found in search.words where !expected || found.isExpected {
            if json {
                stdout.write(Self.jsonLine(found, language: language) + "\n")
            } else {
                stdout.writeLine(Self.textLine(found, language: language))
            }
        }
        try stdout.finish()
        if !search.isComplete {
            let stderr = OutputBuffer(descriptor: .standardError)
            stderr.writeLine(prepared.incompleteSearchWarning(steps: search.steps))
            stderr.flush()
        }
    }

    /// `POINTS WORD r,c r,c ...`.
    /// The word in the level's language's letters (`COL·LEGI`: docs/HEADLESS.md).
    /// Written as bytes: string interpolation of every cell's numbers was a sixth of a short `solve`
    /// (issue 38).
    static func textLine(_ found: FoundWord, language: Language = .english) -> String {
        var bytes: [UInt8] = []
        bytes.reserveCapacity(24 + found.path.count * 6)
        appendDecimal(found.points, to: &bytes)
        bytes.append(UInt8(ascii: " "))
        bytes.append(contentsOf: (language.isEnglish ? found.word : language.tiles.faces(of: found.word)).utf8)
        for cell in found.path {
            bytes.append(UInt8(ascii: " "))
            appendDecimal(cell.row, to: &bytes)
            bytes.append(UInt8(ascii: ","))
            appendDecimal(cell.column, to: &bytes)
        }
        return String(decoding: bytes, as: UTF8.self)
    }

    /// `number` in decimal, as `"\(number)"` spells it.
    private static func appendDecimal(_ number: Int, to bytes: inout [UInt8]) {
        if number < 0 { bytes.append(UInt8(ascii: "-")) }
        var magnitude = number.magnitude
        let start = bytes.count
        repeat {
            bytes.append(UInt8(ascii: "0") &+ UInt8(truncatingIfNeeded: magnitude % 10))
            magnitude /= 10
        } while magnitude != 0
        bytes[start...].reverse()
    }

    /// `{"word":"CAT","points":50,"path":[[0,0],[0,1]]}`.
    static func jsonLine(_ found: FoundWord, language: Language = .english) -> String {
        var writer = JSONWriter()
        writer.object { json in
            json.member("word", language.isEnglish ? found.word : language.tiles.faces(of: found.word))
            json.member("points", found.points)
            json.key("path")
            json.array { path in
                for cell in found.path {
                    path.array { pair in
                        pair.number(cell.row)
                        pair.number(cell.column)
                    }
                }
            }
        }
        return writer.text
    }
}
