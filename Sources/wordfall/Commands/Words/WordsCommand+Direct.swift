import ArgumentParser

extension WordsCommand {
    /// `words add|remove WORD... [--data-dir DIR]` (the arguments after `words`) parsed without
    /// argument-parser; nil for any other form, which argument-parser parses and reports as before.
    ///
    /// Why: argument-parser collects a list of positional arguments in quadratic time (it merges each
    /// value's origin into the set of those before, and removes the used ones one at a time): 20,000
    /// words took 15 s, 100,000 over 11 minutes. This reads them in one pass.
    /// - Complexity: O(n) in the number of arguments.
    /// `wordfall words ...` (`arguments` without the program name) in its plain form; nil otherwise.
    static func direct(_ arguments: [String]) -> (any ParsableCommand)? {
        guard arguments.first == "words" else { return nil }
        return directCommand(for: Array(arguments.dropFirst()))
    }

    static func directCommand(for arguments: [String]) -> (any ParsableCommand)? {
        guard let name = arguments.first, name == "add" || name == "remove" else { return nil }
        var words: [String] = []
        var dataDirectory: String?
        var index = 1
        while index < arguments.count {
            let argument = arguments[index]
            index += 1
            guard argument.hasPrefix("-") else {
                words.append(argument)
                continue
            }
            guard argument == "--data-dir", dataDirectory == nil, index < arguments.count,
                !arguments[index].hasPrefix("-")
            else { return nil }
            dataDirectory = arguments[index]
            index += 1
        }
        guard !words.isEmpty else { return nil }
        var data = DataOptions()
        data.dataDirectory = dataDirectory
        if name == "add" {
            var command = WordsAddCommand()
            command.words = words
            command.dataOptions = data
            return command
        }
        var command = WordsRemoveCommand()
        command.words = words
        command.dataOptions = data
        return command
    }
}
