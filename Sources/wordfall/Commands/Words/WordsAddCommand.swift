import ArgumentParser
import WordfallCore
import WordfallProgress

/// `wordfall words add WORD...`.
struct WordsAddCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "add", abstract: "Accept words in your games (or accept again words you removed).")

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
                if mine.removed.contains(word) {
                    try store.forgetPlayerWord(word)
                    stdout.writeLine("\(word): accepted again")
                } else if lexicon.isRefused(word) {
                    stdout.writeLine("\(word): refused as offensive; not added")
                } else if lexicon.contains(word) || mine.added.contains(word) {
                    stdout.writeLine("\(word): already accepted")
                } else {
                    try store.keepPlayerWord(word, removed: false)
                    stdout.writeLine("\(word): added to your words")
                }
            }
        }
        try stdout.finish()
    }
}
