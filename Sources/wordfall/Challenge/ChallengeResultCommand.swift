import ArgumentParser
import WordfallCore

/// `wordfall challenge result [CODE] [--name NAME]`: the line to send back after a challenge, from the saved data.
struct ChallengeResultCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "result",
        abstract: "Print the result line of the last challenge you played, to send back.",
        discussion: """
            One line: the code, your name, your score and your words in play order, each with
            the second it was found, and two check symbols. Your friend compares it with
            `wordfall compare 'THEIR LINE' 'YOUR LINE'`.
            Exit status: 0 printed, 1 no challenge of that code played yet.
            """)

    @Argument(help: ArgumentHelp("The challenge's code (default: the last challenge played).", valueName: "code"))
    var code: String?

    @Option(name: .long, help: ArgumentHelp("The name the line carries (default: your login name).", valueName: "name"))
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
        let results = data.store.map { ChallengeRecord.results(in: $0, name: ChallengeRecord.name(name)) } ?? []
        guard let result = results.last(where: { wanted == nil || $0.code == wanted }) else {
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
