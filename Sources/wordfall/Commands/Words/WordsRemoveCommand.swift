import ArgumentParser
import WordfallCore
import WordfallProgress

/// `wordfall words remove WORD...`.
struct WordsRemoveCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "remove", abstract: "Stop accepting words (or forget words you added).")

    @Argument(help: ArgumentHelp("The words.", valueName: "word"))
    var words: [String]

    @OptionGroup var dataOptions: DataOptions

    func run() throws {
        try WordsCommand.change(words, dataDirectory: dataOptions.dataDirectory) { word, lexicon, mine in
            if mine.added.contains(word) {
                mine.forget(word)
                return "\(word): removed from your words"
            } else if mine.removed.contains(word) || !lexicon.contains(word) {
                return "\(word): not accepted already"
            }
            mine.keep(word, removed: true)
            return "\(word): removed from the dictionary of your games"
        }
    }
}
