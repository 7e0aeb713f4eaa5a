import ArgumentParser
import Glibc
import SystemPackage
import WordfallCore
import WordfallProgress

/// `wordfall generate DIR --levels N`: a pack of levels rising in difficulty, each with its proof.
struct GenerateCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "generate",
        abstract: "Write generated levels, each with a winning script.",
        discussion: """
            Writes DIR/pack.json and the level files; each level's proof, a move script
            that `wordfall run LEVEL.json --script LEVEL.solution` plays to completed, goes
            out of the player's folder: into --solutions SOLUTIONS, else into the data
            folder's solutions/NAME (NAME: DIR's last part; the data folder is --data-dir,
            else $XDG_DATA_HOME/wordfall), and the last line printed says where. The levels
            rise in difficulty (board size, move limit, targets: ratings from 2.0 to 8.0 as
            `check` gives them, or all near --difficulty), use every goal type, ask for a
            share of what a person reaches on the board with common words (docs/RULES.md,
            "Word tiers") on boards drawn from English letter frequencies, are named from
            their goal (Bonus Hunt, Eager Es, The Hidden Garden), and set stars a person
            reaches in two ways, as `check` judges them. The same arguments give the same
            files, byte for byte. DIR is created if missing and must not hold a pack
            already. With --dictionary, the word list is copied into DIR as words.txt and
            the levels use it.
            Exit status: 0, 2 for bad arguments, a bad word list, a DIR holding a pack or a
            level no game was found to complete (nothing is written then), 74 when a file
            cannot be written.
            """
    )

    @Argument(help: ArgumentHelp("The folder to write the pack into.", valueName: "dir"), completion: .directory)
    var folder: String

    @Option(name: .long, help: ArgumentHelp("How many levels (1 to 100).", valueName: "n"))
    var levels: Int

    @Option(
        name: .long,
        help: ArgumentHelp(
            "The rating every level aims at, 1 to 10 (default: 2 rising to 8 over the pack).", valueName: "d"))
    var difficulty: Double?

    @Option(name: .long, help: ArgumentHelp("The random seed (0 to 2^64-1).", valueName: "s"))
    var seed: UInt64 = 1

    @Option(
        name: .long,
        help: ArgumentHelp("Every board ROWSxCOLUMNS (2 to 12 each) instead of 4x4 rising to 8x8.", valueName: "RxC"))
    var size: String?

    @Option(
        name: .long,
        help: ArgumentHelp("A word list to use (one word a line) instead of the bundled one.", valueName: "file"),
        completion: .file())
    var dictionary: String?

    @Option(
        name: .long,
        help: ArgumentHelp(
            "Where the proofs go (default: the data folder's solutions/NAME, NAME being DIR's last part).",
            valueName: "solutions"),
        completion: .directory)
    var solutions: String?

    @OptionGroup var data: DataOptions

    @OptionGroup var language: LanguageOption

    func validate() throws {
        guard (1...100).contains(levels) else { throw ValidationError("--levels must be 1 to 100, got \(levels).") }
        if let difficulty, !(1...10).contains(difficulty) {
            throw ValidationError("--difficulty must be 1 to 10, got \(difficulty).")
        }
        if let size, Self.parseSize(size) == nil {
            throw ValidationError(
                "--size must be ROWSxCOLUMNS with 2 to 12 each (like 5x5), got '\(TerminalText.quoted(size))'.")
        }
    }

    /// `5x6` as (5, 6), each 2 to 12; nil otherwise.
    static func parseSize(_ text: String) -> (rows: Int, columns: Int)? {
        let parts = text.lowercased().split(separator: "x", omittingEmptySubsequences: false)
        guard parts.count == 2, let rows = Int(parts[0]), let columns = Int(parts[1]), (2...12).contains(rows),
            (2...12).contains(columns)
        else { return nil }
        return (rows, columns)
    }

    func run() throws {
        var lexicons = LexiconCache()
        let language = language.chosen ?? .english
        let lexicon = try lexicons.lexicon(at: dictionary, language: language)
        var directory = folder
        while directory.count > 1 && directory.hasSuffix("/") { directory.removeLast() }
        switch FileIO.kind(of: directory) {
        case .missing, .directory: break
        case .file, .other: throw CommandFailure.badInput("\(folder): error: not a folder")
        }
        if FileIO.kind(of: directory + "/pack.json") != .missing {
            throw CommandFailure.badInput(
                "\(folder): error: the folder holds a pack already (pack.json); choose an empty or new folder")
        }
        let generator = LevelGenerator(
            seed: seed, count: levels, size: size.flatMap(Self.parseSize), lexicon: lexicon,
            dictionaryName: dictionary == nil ? nil : "words.txt", difficulty: difficulty,
            language: language)
        let pack = generator.generate()
        // Every proof completes its level, or nothing is written.
        if let unproven = pack.levels.first(where: { !$0.isProven }) {
            let board = unproven.level.board
            let shape = if case .fixed(let fixed) = board { "\(fixed.rows)x\(fixed.columns) board" } else { "board" }
            throw CommandFailure.badInput(
                "\(folder): error: no game completing \(unproven.fileName) (a \(shape)) was found with "
                    + "\(dictionary.map { "the word list \($0)" } ?? "the bundled word list"): a level without a "
                    + "proof is not written; nothing was written. Try a larger --size or another word list.")
        }
        let proofs = try solutionsFolder(pack: directory)
        for (path, shown) in [(directory, folder), (proofs, proofs)] {
            if case .failure(let failure) = FileIO.createDirectories(path) {
                throw CommandFailure(
                    lines: ["\(shown): error: cannot create the folder: \(failure.reason)"],
                    status: Wordfall.outputFailedStatus)
            }
        }
        var files: [(String, [UInt8])] = []
        if let dictionary {
            switch FileIO.readAll(path: dictionary, limit: 64 << 20) {
            case .success(let bytes): files.append(("words.txt", bytes))
            case .failure(let failure):
                throw CommandFailure.badInput("\(dictionary): error: cannot read the word list: \(failure.reason)")
            }
        }
        // The proofs first, out of the player's folder: a level's answers are not beside it.
        for level in pack.levels {
            let name = String(level.fileName.dropLast(".json".count)) + ".solution"
            try Self.write(Array(level.solution.utf8), to: proofs + "/" + name)
            files.append((level.fileName, Array(level.json.utf8)))
        }
        // pack.json last: a folder with a pack.json is a whole pack.
        files.append(("pack.json", Array(pack.packJSON.utf8)))
        for (name, bytes) in files {
            try Self.write(bytes, to: directory + "/" + name)
        }
        let stdout = OutputBuffer(descriptor: .standardOutput)
        for level in pack.levels {
            let goals = level.level.goals.map(\.kind.typeName).joined(separator: ", ")
            stdout.writeLine(
                "\(level.fileName): \(goals); solution in \(level.moves) move\(level.moves == 1 ? "" : "s")")
        }
        stdout.writeLine("The proofs (a move script completing each level) are in \(proofs)")
        try stdout.finish()
    }

    /// Where the proofs go: `--solutions`, else the data folder's `solutions/NAME`, NAME the pack folder's
    /// last part.
    func solutionsFolder(pack directory: String) throws(CommandFailure) -> String {
        if let solutions {
            var path = solutions
            while path.count > 1 && path.hasSuffix("/") { path.removeLast() }
            return path
        }
        guard let data = data.dataDirectory ?? ProgressStore.defaultDirectory() else {
            throw .badInput("wordfall: error: \(ProgressStore.unknownDirectory), or --solutions DIR")
        }
        var name = String(directory.split(separator: "/").last ?? "")
        if name.isEmpty || name == "." || name == ".." { name = "pack" }
        return (data.hasSuffix("/") ? data : data + "/") + "solutions/" + name
    }

    /// Writes `bytes` to `path` through a temporary file renamed into place, so a file is whole or absent.
    static func write(_ bytes: [UInt8], to path: String) throws(CommandFailure) {
        let temporary = path + ".partial"
        do {
            let descriptor = try FileDescriptor.open(
                FilePath(temporary), .writeOnly, options: [.create, .truncate],
                permissions: [.ownerReadWrite, .groupRead, .otherRead])
            let written = FileIO.writeAll(bytes, to: descriptor)
            try descriptor.close()
            if case .failure(let failure) = written { throw failure }
            guard rename(temporary, path) == 0 else { throw FileIO.lastError() }
        } catch {
            unlink(temporary)
            let reason = (error as? FileIO.Failure)?.reason ?? FileIO.Failure(error).reason
            throw CommandFailure(
                lines: ["\(path): error: cannot write: \(reason)"], status: Wordfall.outputFailedStatus)
        }
    }
}
