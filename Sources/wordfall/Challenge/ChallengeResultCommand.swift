import ArgumentParser
import WordfallCore
import WordfallProgress

/// `wordfall challenge result [CODE] [--name NAME]`: the line to send back after a challenge, from the saved data.
struct ChallengeResultCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "result",
        abstract: "Print the result line of the last challenge you played (its first play), to send back.",
        discussion: """
            One line: the code, your name, your score and your words in play order, each with
            the second it was found, and two check symbols. A challenge's result is its first
            play to the end: a later play of the same code is practice, and this line stays the
            first one's. Your friend compares it with `wordfall compare 'THEIR LINE' 'YOUR LINE'`.
            Exit status: 0 printed, 1 no challenge of that code played yet.
            """)

    @Argument(help: ArgumentHelp("The challenge's code (default: the last challenge played).", valueName: "code"))
    var code: String?

    @Option(
        name: .long,
        help: ArgumentHelp(
            "The name the line carries (kept for the next ones; default: the name kept).", valueName: "name"))
    var name: String?

    @OptionGroup var dataOptions: DataOptions

    func validate() throws {
        if let name, !ChallengeResult.isName(name) {
            throw ValidationError(
                "'\(TerminalText.quoted(name))' is not a name a result carries: 1 to \(ChallengeResult.nameLimit) "
                    + "letters, digits, '_', '.' or '-'")
        }
    }

    func run() throws {
        var wanted: ChallengeCode?
        if let code {
            do {
                wanted = try ChallengeCode(reading: code)
            } catch {
                throw CommandFailure.badInput("\(TerminalText.quoted(code)): error: \(error.message)")
            }
        }
        let data = SavedData.open(directory: dataOptions.dataDirectory)
        try data.refuseWhenDamaged()
        let name = ChallengeRecord.lineName(name, data: data)
        // A code's result is its first play's (a later play is practice); with no code, the last code played.
        let results = data.store.map { ChallengeRecord.firstResults(in: $0, name: name) } ?? []
        let latest = data.store.flatMap { ChallengeRecord.latestCode(in: $0, name: name) }
        guard let result = results.first(where: { $0.code == (wanted ?? latest) }) else {
            let what = wanted.map { "of \($0.text) " } ?? ""
            throw CommandFailure(
                lines: [
                    "wordfall: error: no challenge \(what)played to its end yet: play one with `wordfall play CODE`"
                ],
                status: 1)
        }
        let stdout = OutputBuffer(descriptor: .standardOutput)
        stdout.writeLine(result.line)
        try stdout.finish()
    }
}
