import ArgumentParser
import WordfallCore
import WordfallProgress

/// `wordfall words list`.
struct WordsListCommand: ParsableCommand {
    static let configuration = CommandConfiguration(commandName: "list", abstract: "List your own words.")

    @OptionGroup var dataOptions: DataOptions

    func run() throws {
        let store = try WordsCommand.store(dataOptions.dataDirectory)
        var mine = PlayerWords()
        try WordsCommand.saving { () throws(ProgressError) in mine = try store.playerWords() }
        let stdout = OutputBuffer(descriptor: .standardOutput)
        if mine.isEmpty {
            stdout.writeLine("You have no words of your own: `wordfall words add WORD` accepts one.")
        } else {
            stdout.writeLine("Added: " + (mine.added.isEmpty ? "none" : mine.added.joined(separator: " ")))
            stdout.writeLine("Removed: " + (mine.removed.isEmpty ? "none" : mine.removed.joined(separator: " ")))
        }
        try stdout.finish()
    }
}
