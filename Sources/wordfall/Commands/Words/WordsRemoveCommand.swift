import ArgumentParser
import WordfallCore
import WordfallProgress

/// `wordfall words remove WORD...`.
struct WordsRemoveCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "remove", abstract: "Stop accepting words in your games (or forget words you added).")

    @Argument(help: ArgumentHelp("The words.", valueName: "word"))
    var words: [String]

    @OptionGroup var dataOptions: DataOptions

    func run() throws {
        let words = try WordsCommand.words(words)
        let lexicon = try WordsCommand.bundled()
        let store = try WordsCommand.store(dataOptions.dataDirectory)
        let stdout = OutputBuffer(descriptor: .standardOutput)
        try WordsCommand.saving { () throws(ProgressError) in
            let mine = try store.playerWords()
            for word in words {
                if mine.added.contains(word) {
                    try store.forgetPlayerWord(word)
                    stdout.writeLine("\(word): removed from your words")
                } else if mine.removed.contains(word) || !lexicon.contains(word) {
                    stdout.writeLine("\(word): not accepted already")
                } else {
                    try store.keepPlayerWord(word, removed: true)
                    stdout.writeLine("\(word): removed from the dictionary of your games")
                }
            }
        }
        try stdout.finish()
    }
}
