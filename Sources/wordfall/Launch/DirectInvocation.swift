import ArgumentParser

/// The headless commands in their plain forms (`run LEVEL [--script FILE]`, `solve LEVEL [--json] [--expected]`,
/// `check PATH...`, each with `--dictionary FILE` and `--seed N`), parsed without argument-parser.
///
/// Why: argument-parser builds every command's argument set with reflection and protocol-conformance
/// lookups before it parses a word, about half of what a short headless command costs (it runs in
/// loops in scripts and level authors' tools). Anything else (help, `--version`, a usage error, an
/// unusual spelling such as `--seed=N`, a value starting with `-`, an option given twice) is not
/// recognised here and goes to argument-parser, which parses and reports exactly as before; so this
/// path only ever runs what argument-parser would have run with the same values.
enum DirectInvocation {
    /// The command `arguments` (without the program name) spell in a plain form, its fields set; nil
    /// when argument-parser must parse them.
    static func command(for arguments: [String]) -> (any ParsableCommand)? {
        if arguments.first == "words" { return WordsCommand.directCommand(for: Array(arguments.dropFirst())) }
        guard let name = arguments.first, ["run", "solve", "check"].contains(name) else { return nil }
        var positionals: [String] = []
        var values: [String: String] = [:]
        var flags: Set<String> = []
        let valued: Set<String> = name == "run" ? ["--script", "--dictionary", "--seed"] : ["--dictionary", "--seed"]
        let flagNames: Set<String> =
            name == "run" ? ["--report-peak-memory"] : name == "solve" ? ["--json", "--expected"] : []
        var index = 1
        while index < arguments.count {
            let argument = arguments[index]
            index += 1
            guard argument.hasPrefix("-") else {
                positionals.append(argument)
                continue
            }
            if flagNames.contains(argument) {
                guard flags.insert(argument).inserted else { return nil }
            } else if valued.contains(argument), index < arguments.count, !arguments[index].hasPrefix("-"),
                values[argument] == nil
            {
                values[argument] = arguments[index]
                index += 1
            } else {
                return nil
            }
        }
        var options = LevelOptions()
        options.dictionary = values["--dictionary"]
        options.seed = nil
        if let seed = values["--seed"] {
            guard let number = UInt64(seed) else { return nil }
            options.seed = number
        }
        switch name {
        case "run":
            guard positionals.count == 1 else { return nil }
            var command = RunCommand()
            command.level = positionals[0]
            command.script = values["--script"]
            command.options = options
            command.reportPeakMemory = flags.contains("--report-peak-memory")
            return command
        case "solve":
            guard positionals.count == 1 else { return nil }
            var command = SolveCommand()
            command.level = positionals[0]
            command.json = flags.contains("--json")
            command.expected = flags.contains("--expected")
            command.options = options
            return command
        default:
            guard !positionals.isEmpty else { return nil }
            var command = CheckCommand()
            command.paths = positionals
            command.options = options
            return command
        }
    }
}
