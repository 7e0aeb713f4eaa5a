import ArgumentParser
import WordfallCore
import WordfallWordNet

/// `wordfall define WORD`: the word's senses from WordNet.
struct DefineCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "define",
        abstract: "Print what a word means, from WordNet.",
        discussion: """
            Every sense, numbered per part of speech (n., v., adj., adv.), with synonyms
            and examples. An inflected word (dogs, ran, happier) is looked up by its base
            form, as WordNet's morphy finds it.
            Reads the WordNet 3 files of Debian's wordnet-base in /usr/share/wordnet (or
            $WNSEARCHDIR).
            Exit status: 0 found, 1 WordNet has no entry, 2 WordNet is not installed (or
            bad arguments).
            """
    )

    @Argument(help: "The word.")
    var word: String

    func run() throws {
        let wordNet: WordNet
        do {
            wordNet = try WordNet()
        } catch {
            throw CommandFailure.badInput("wordfall: error: \(error.description)")
        }
        let entries = wordNet.entries(for: word)
        guard !entries.isEmpty else {
            throw CommandFailure(lines: ["wordfall: no meaning of \(word) in WordNet"], status: 1)
        }
        let stdout = OutputBuffer(descriptor: .standardOutput)
        for line in DefinitionText.full(entries, word: word) { stdout.writeLine(line) }
        try stdout.finish()
    }
}
