import ArgumentParser
import WordfallCore
import WordfallProgress

/// `wordfall words add WORD...`.
struct WordsAddCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "add", abstract: "Accept words (or accept again words you removed).")

    @Argument(help: ArgumentHelp("The words.", valueName: "word"))
    var words: [String]

    @OptionGroup var dataOptions: DataOptions

    func run() throws {
        try WordsCommand.change(words, dataDirectory: dataOptions.dataDirectory) { word, lexicon, mine in
            if mine.removed.contains(word) {
                mine.forget(word)
                return "\(word): accepted again"
            } else if lexicon.isRefused(word) {
                return "\(word): refused as offensive; not added"
            } else if lexicon.contains(word) || mine.added.contains(word) {
                return "\(word): already accepted"
            }
            mine.keep(word, removed: false)
            return "\(word): added to your words"
        }
    }
}
