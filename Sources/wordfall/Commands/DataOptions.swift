import ArgumentParser

/// `--data-dir`: the options of the commands that read or write the player's saved data.
struct DataOptions: ParsableArguments {
    @Option(
        name: .customLong("data-dir"),
        help: ArgumentHelp("Where saved data is kept (default: $XDG_DATA_HOME/wordfall).", valueName: "dir"),
        completion: .directory)
    var dataDirectory: String?
}
