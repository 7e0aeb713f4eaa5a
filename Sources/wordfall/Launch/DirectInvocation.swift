import WordfallCore

/// The hot commands in their plain forms, parsed and run without argument-parser: `run LEVEL
/// [--script FILE]`, `solve LEVEL [--json] [--expected]`, `check PATH...` (each with `--dictionary FILE`
/// and `--seed N`), `daily --share [--date YYYY-MM-DD] [--data-dir DIR] [--ascii]`, and `--version`.
///
/// Why: argument-parser builds every command's argument set (its property wrappers, name sets,
/// reflection) before it parses a word, and asking it for an exit status builds the help text; with
/// the protocol-conformance lookups they start, that was half of what a short command costs (they run
/// in loops in scripts and level authors' tools; Benchmarks/README.md). So this path makes no
/// `ParsableCommand` at all: it calls the commands' plain-value entries (`RunCommand.run(level:...)`).
/// Anything else (help, a usage error, an unusual spelling such as `--seed=N`, a value starting with
/// `-`, an option given twice, a value the command's own validation would refuse) is not recognised
/// here and goes to argument-parser, which parses and reports exactly as before; so this path only
/// ever runs what argument-parser would have run with the same values.
///
/// Matching uses arrays and `==` only: a `Set` or `Dictionary` of strings costs its generic metadata
/// and conformance lookups on first use, a measurable part of a process this short.
enum DirectInvocation {
    case version
    case run(level: String, script: String?, options: LevelOverrides, reportPeakMemory: Bool)
    case solve(level: String, json: Bool, expected: Bool, options: LevelOverrides)
    case check(paths: [String], options: LevelOverrides)
    case dailyShare(day: CalendarDay?, dataDirectory: String?, ascii: Bool)

    /// What `arguments` (without the program name) ask for in a plain form; nil when argument-parser
    /// must parse them.
    init?(_ arguments: [String]) {
        guard let name = arguments.first else { return nil }
        let rest = arguments.dropFirst()
        switch name {
        case "--version" where rest.isEmpty:
            self = .version
        case "run":
            guard
                let parsed = PlainArguments(
                    rest, valued: ["--script", "--dictionary", "--seed", "--level", "--name"],
                    flags: ["--report-peak-memory"]),
                parsed.positionals.count == 1, let options = parsed.levelOverrides
            else { return nil }
            self = .run(
                level: parsed.positionals[0], script: parsed.value("--script"), options: options,
                reportPeakMemory: parsed.has("--report-peak-memory"))
        case "solve":
            guard
                let parsed = PlainArguments(
                    rest, valued: ["--dictionary", "--seed", "--level"], flags: ["--json", "--expected"]),
                parsed.positionals.count == 1, let options = parsed.levelOverrides
            else { return nil }
            self = .solve(
                level: parsed.positionals[0], json: parsed.has("--json"), expected: parsed.has("--expected"),
                options: options)
        case "check":
            guard let parsed = PlainArguments(rest, valued: ["--dictionary", "--seed"], flags: []),
                !parsed.positionals.isEmpty, let options = parsed.levelOverrides
            else { return nil }
            self = .check(paths: parsed.positionals, options: options)
        case "daily":
            // Only --share: playing the day draws a screen, and --level is not a loop's command.
            guard
                let parsed = PlainArguments(rest, valued: ["--date", "--data-dir"], flags: ["--share", "--ascii"]),
                parsed.positionals.isEmpty, parsed.has("--share")
            else { return nil }
            var day: CalendarDay?
            if let date = parsed.value("--date") {
                // A date DailyCommand.validate() refuses is reported by argument-parser.
                guard let parsedDay = CalendarDay(date) else { return nil }
                day = parsedDay
            }
            self = .dailyShare(day: day, dataDirectory: parsed.value("--data-dir"), ascii: parsed.has("--ascii"))
        default:
            return nil
        }
    }

    /// Runs the command as its `ParsableCommand` would; throws what it throws (`CommandFailure`,
    /// `ExitCode`), for `Wordfall.exit(withUsageErrorsAsBadInput:)`.
    func run() throws {
        switch self {
        case .version:
            try Wordfall.printVersion()
        case .run(let level, let script, let options, let reportPeakMemory):
            try RunCommand.run(level: level, script: script, options: options, reportPeakMemory: reportPeakMemory)
        case .solve(let level, let json, let expected, let options):
            try SolveCommand.run(level: level, json: json, expected: expected, options: options)
        case .check(let paths, let options):
            try CheckCommand.run(paths: paths, options: options)
        case .dailyShare(let day, let dataDirectory, let ascii):
            try DailyCommand.printShare(day ?? CalendarDay.today(), dataDirectory: dataDirectory, ascii: ascii)
        }
    }
}

/// Arguments split into positionals, options with a value and flags, each option at most once.
private struct PlainArguments {
    var positionals: [String] = []
    /// The options given, in order, and their values (two arrays of strings, not an array of tuples: a
    /// tuple's metadata is made at first use, a lookup that costs more than this whole parse).
    var valueNames: [String] = []
    var values: [String] = []
    var flags: [String] = []

    /// Nil for anything but the plain spellings: an unknown option, an option given twice, a value
    /// missing or starting with `-`.
    init?(_ arguments: ArraySlice<String>, valued: [String], flags known: [String]) {
        var index = arguments.startIndex
        while index < arguments.endIndex {
            let argument = arguments[index]
            index += 1
            guard argument.hasPrefix("-") else {
                positionals.append(argument)
                continue
            }
            if known.contains(argument) {
                guard !flags.contains(argument) else { return nil }
                flags.append(argument)
            } else if valued.contains(argument), index < arguments.endIndex, !arguments[index].hasPrefix("-"),
                value(argument) == nil
            {
                valueNames.append(argument)
                values.append(arguments[index])
                index += 1
            } else {
                return nil
            }
        }
    }

    func value(_ name: String) -> String? {
        valueNames.firstIndex(of: name).map { values[$0] }
    }

    func has(_ flag: String) -> Bool {
        flags.contains(flag)
    }

    /// `--dictionary` and `--seed`; nil when the seed is not a number argument-parser would take.
    var levelOverrides: LevelOverrides? {
        var overrides = LevelOverrides(dictionary: value("--dictionary"), challengeLevel: value("--level"))
        if let name = value("--name") {
            guard ChallengeResult.isName(name) else { return nil }
            overrides.name = name
        }
        if let seed = value("--seed") {
            guard let number = UInt64(seed) else { return nil }
            overrides.seed = number
        }
        return overrides
    }
}
