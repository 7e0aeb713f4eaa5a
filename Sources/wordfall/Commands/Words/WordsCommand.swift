import ArgumentParser
import WordfallCore
import WordfallProgress

/// `wordfall words add|remove|list`: the player's own accepted and removed words.
struct WordsCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "words",
        abstract: "Add or remove words for your own games.",
        discussion: """
            Your words are kept with your saved data and apply to every game you play on
            screen with the bundled word list: an added word is accepted (a find: it
            scores, it is never offered), a removed word is refused as not in the
            dictionary and never offered. They never apply to the daily puzzle (the same
            for everyone) or to `run` (a pure function of its inputs).
            Slurs stay refused. Exit status: 0, 1 when the saved data cannot be read or
            written, 2 for a word with anything but letters A-Z.
            """,
        subcommands: [WordsAddCommand.self, WordsRemoveCommand.self, WordsListCommand.self]
    )

    /// The store in `dataDirectory`, or a failure (status 1) saying why there is none.
    static func store(_ dataDirectory: String?) throws(CommandFailure) -> GameStore {
        let data = SavedData.open(directory: dataDirectory)
        guard let store = data.store else {
            throw CommandFailure(lines: ["wordfall: error: " + (data.notice ?? "no saved data")], status: 1)
        }
        return store
    }

    /// The words upper-cased, each checked to be 1 to 15 letters A-Z.
    static func words(_ typed: [String]) throws(CommandFailure) -> [String] {
        var words: [String] = []
        for word in typed {
            let upper = String(decoding: word.utf8.map { (97...122).contains($0) ? $0 - 32 : $0 }, as: UTF8.self)
            guard (1...15).contains(upper.utf8.count), upper.utf8.allSatisfy({ (65...90).contains($0) }) else {
                throw .badInput("wordfall: error: '\(TerminalText.quoted(word))' is not a word: 1 to 15 letters A-Z")
            }
            words.append(upper)
        }
        return words
    }

    /// The player's words as `add` and `remove` look them up, once per word: sets, so that many words
    /// take linear time; each change is made to them at once, so a word given twice is told as it then stands.
    struct Mine {
        var added: Set<String>
        var removed: Set<String>
        /// The changes to write, in order (`removed` nil: the word is forgotten).
        var changes: [(word: String, removed: Bool?)] = []

        mutating func keep(_ word: String, removed: Bool) {
            if removed { self.removed.insert(word) } else { added.insert(word) }
            changes.append((word, removed))
        }

        mutating func forget(_ word: String) {
            added.remove(word)
            self.removed.remove(word)
            changes.append((word, nil))
        }
    }

    /// What `add` and `remove` share: `typed` checked, then `change` applied to each word with the bundled
    /// list and the player's words as they stand, its line printed once every change is saved, in one
    /// transaction (all or none); a store failure is status 1.
    /// - Complexity: O(n) in the number of words (and of the player's words).
    static func change(
        _ typed: [String], dataDirectory: String?,
        _ change: (_ word: String, _ lexicon: Lexicon, _ mine: inout Mine) -> String
    ) throws(CommandFailure) {
        let words = try words(typed)
        let lexicon = try bundled()
        let store = try store(dataDirectory)
        let stdout = OutputBuffer(descriptor: .standardOutput)
        try saving { () throws(ProgressError) in
            let kept = try store.playerWords()
            var mine = Mine(added: Set(kept.added), removed: Set(kept.removed))
            let lines = words.map { change($0, lexicon, &mine) }
            try store.changePlayerWords(mine.changes)
            for line in lines { stdout.writeLine(line) }
        }
        try stdout.finish()
    }

    /// Runs `body` and turns a store failure into status 1.
    static func saving(_ body: () throws(ProgressError) -> Void) throws(CommandFailure) {
        do throws(ProgressError) {
            try body()
        } catch {
            throw CommandFailure(lines: ["wordfall: error: " + error.message], status: 1)
        }
    }

    /// The bundled word list, or a failure (status 2) naming the problem.
    static func bundled() throws(CommandFailure) -> Lexicon {
        do {
            return try Lexicon.bundled()
        } catch {
            throw .badInput(LexiconCache.message(for: error))
        }
    }
}
