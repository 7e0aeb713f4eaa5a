import ArgumentParser
import Glibc
import WordfallCore
import WordfallProgress

/// `wordfall duel host [CODE] [--port P]` and `wordfall duel join ADDRESS`: a live duel over TCP
/// (docs/RULES.md, "A live duel").
struct DuelCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "duel",
        abstract: "Play a challenge live against a friend.",
        discussion: """
            One waits (`wordfall duel host`, which prints the address to give), the other joins
            (`wordfall duel join ADDRESS`). Both play the same board at once after a count-down,
            each seeing the other's score and number of words, never their words, until the
            end, which compares both results. On a terminal the duel is played on screen; with
            --plain (or without a terminal) words are read a line at a time: type a word and
            Enter (board shows the board again, end ends your game), so two scripts can duel too.
            Exit status: 0 the duel ended, 2 bad input or a friend's side that does not speak
            the duel's protocol.
            """,
        subcommands: [DuelHostCommand.self, DuelJoinCommand.self])

    /// How long a side waits for the other's hello or start.
    static let answerTimeout = 10.0
    /// The count-down's seconds.
    static let countDown = 3
    /// The port a host waits on unless told.
    static let defaultPort: UInt16 = 7342
}

/// The options both sides take.
struct DuelOptions: ParsableArguments {
    @Option(
        name: .long,
        help: ArgumentHelp(
            "Your name, as your friend sees it (kept for the next ones; asked the first time).", valueName: "name"))
    var name: String?

    @Flag(name: .long, help: "Play as lines of text, a word and Enter (also without a terminal; for scripts).")
    var plain = false

    @Option(
        name: .long,
        help: ArgumentHelp("With a challenge code of a level file of one's own: that level file.", valueName: "file"),
        completion: .file(extensions: ["json"]))
    var level: String?

    @OptionGroup var dataOptions: DataOptions

    func validate() throws {
        if let name, !ChallengeResult.isName(name) {
            throw ValidationError(
                "'\(TerminalText.quoted(name))' is not a name: 1 to \(ChallengeResult.nameLimit) letters, digits, "
                    + "'_', '.' or '-'")
        }
    }

    /// The player's name: `--name` (kept), else the name kept, else asked on a terminal the first time (and
    /// kept), else the login name.
    func playerName() -> String {
        let data = SavedData.open(directory: dataOptions.dataDirectory)
        defer { data.laterWarnings.flush() }
        if let known = ChallengeRecord.name(name, data: data) { return known }
        let suggested = ChallengeRecord.suggestedName
        guard isatty(STDIN_FILENO) != 0, isatty(STDOUT_FILENO) != 0 else { return suggested }
        let stdout = OutputBuffer(descriptor: .standardOutput)
        for _ in 0..<3 {
            stdout.write(
                "Your name, as your friend sees it (Enter: \(suggested); kept for the next duels and challenges): ")
            stdout.flush()
            guard let typed = readLine() else { return suggested }
            let isSpace: (Character) -> Bool = { $0 == " " || $0 == "\t" || $0 == "\r" }
            let given = String(String(typed.drop(while: isSpace).reversed()).drop(while: isSpace).reversed())
            let chosen = given.isEmpty ? suggested : given
            if ChallengeResult.isName(chosen) { return ChallengeRecord.name(chosen, data: data) ?? chosen }
            stdout.writeLine("A name is 1 to \(ChallengeResult.nameLimit) letters, digits, '_', '.' or '-'.")
        }
        return suggested
    }

    /// The result that counts of `code` kept in the saved data (its first play to the end, a game or a duel):
    /// when there is one, this duel is practice (docs/RULES.md, "The result line").
    func counted(_ code: ChallengeCode) -> ChallengeResult? {
        guard let store = SavedData.open(directory: dataOptions.dataDirectory).store else { return nil }
        return ChallengeRecord.counted(code, in: store, name: "player")
    }

    /// Waits for the other side's hello.
    func hello(from connection: DuelConnection, peer: String) throws(CommandFailure) -> (code: String, name: String) {
        switch try Self.next(connection, what: "a hello", peer: peer) {
        case .hello(let version, let code, let name):
            guard version == DuelMessage.version else {
                throw .badInput(
                    "wordfall: error: \(peer) speaks duel protocol version \(version), this wordfall "
                        + "\(DuelMessage.version): both players need the same wordfall version")
            }
            return (code, name)
        default:
            throw .badInput("wordfall: error: \(peer) did not start with a hello: not a wordfall duel; the duel ends")
        }
    }

    /// The next message from `connection` within `DuelCommand.answerTimeout`.
    static func next(_ connection: DuelConnection, what: String, peer: String) throws(CommandFailure) -> DuelMessage {
        let until = DuelSession.now() + DuelCommand.answerTimeout
        while DuelSession.now() < until {
            switch connection.receive(waiting: 0.1) {
            case .closed:
                throw .badInput("wordfall: error: \(peer) closed the connection before the duel began")
            case .overlong:
                throw .badInput("wordfall: error: \(peer) sent a line too long for the duel's protocol; the duel ends")
            case .lines(let lines):
                guard let line = lines.first else { continue }
                guard let message = DuelMessage(line: line) else {
                    throw .badInput(
                        "wordfall: error: \(peer) sent something that is not the duel's protocol "
                            + "(\(TerminalText.quoted(line))): is it a wordfall duel? The duel ends")
                }
                return message
            }
        }
        throw .badInput(
            "wordfall: error: \(peer) sent nothing for \(Int(DuelCommand.answerTimeout)) seconds (\(what) was due): "
                + "is it a wordfall duel? The duel ends")
    }
}

/// `wordfall duel host [CODE] [--port P]`.
struct DuelHostCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "host", abstract: "Wait for a friend to join a duel of CODE (default: a new standard round).")

    @Argument(help: ArgumentHelp("The challenge to play (default: a standard round of a new seed).", valueName: "code"))
    var code: String?

    @Option(
        name: .long, help: ArgumentHelp("The TCP port to wait on (default 7342; 0: any free one).", valueName: "port"))
    var port: UInt16 = DuelCommand.defaultPort

    @OptionGroup var options: DuelOptions

    func run() throws {
        signal(SIGPIPE, SIG_IGN)
        let text = try code ?? ChallengeLevels.make(seed: Self.newSeed(), language: .english).code.text
        let prepared = try ChallengeLevels.resolve(text, levelFile: options.level)
        guard let code = prepared.challenge else { return }
        // Asked before anyone waits: a friend's side gives up on a hello after 10 seconds.
        let name = options.playerName()
        let stdout = OutputBuffer(descriptor: .standardOutput)
        let listener = try DuelConnection.listen(port: port)
        defer { close(listener.descriptor) }
        let here = "127.0.0.1:\(listener.port)"
        let lan = DuelConnection.localAddress().map { "\($0):\(listener.port)" }
        stdout.writeLine("Duel of \(code.text): \(TerminalText.shown(prepared.level.title)).")
        stdout.writeLine(
            "Waiting for your friend. They join with: wordfall duel join \(lan ?? here)"
                + (lan != nil ? " (on this machine: wordfall duel join \(here))" : ""))
        stdout.flush()
        var connection: DuelConnection?
        while connection == nil { connection = DuelConnection.accept(listener.descriptor, waiting: 1) }
        guard let connection else { return }
        connection.send(.hello(version: DuelMessage.version, code: code.compact, name: name))
        let peer = try options.hello(from: connection, peer: "your friend")
        guard let theirs = try? ChallengeCode(reading: peer.code), theirs == code else {
            throw CommandFailure.badInput(
                "wordfall: error: \(peer.name) answered with another challenge; the duel ends")
        }
        connection.send(.start(countDown: DuelCommand.countDown))
        if !PlainRunner.isChosen(options.plain) {
            stdout.flush()
            return try DuelScreen.play(
                prepared: prepared, code: code, name: name, peerName: peer.name, connection: connection,
                countDown: DuelCommand.countDown, options: options)
        }
        let session = DuelSession(
            prepared: prepared, code: code, name: name, peerName: peer.name, connection: connection, output: stdout)
        session.levelFile = options.level
        session.dataDirectory = options.dataOptions.dataDirectory
        session.counted = options.counted(code)
        try session.play(countDown: DuelCommand.countDown, input: LineReader())
        try stdout.finish()
    }

    /// A seed for a new round: the time and the process id, mixed.
    static func newSeed() -> UInt64 {
        var random = SplitMix64(seed: UInt64(time(nil)) &* 1_000_003 &+ UInt64(getpid()))
        return random.next()
    }
}

/// `wordfall duel join ADDRESS`.
struct DuelJoinCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "join", abstract: "Join the duel a friend is hosting at ADDRESS (HOST:PORT).")

    @Argument(help: ArgumentHelp("The address the host printed: HOST:PORT.", valueName: "address"))
    var address: String

    @OptionGroup var options: DuelOptions

    func run() throws {
        signal(SIGPIPE, SIG_IGN)
        guard let colon = address.lastIndex(of: ":"), let port = UInt16(address[address.index(after: colon)...]),
            colon > address.startIndex
        else {
            throw CommandFailure.badInput(
                "wordfall: error: \(TerminalText.quoted(address)) is not HOST:PORT: give the address the host printed")
        }
        var host = String(address[..<colon])
        if host.hasPrefix("[") && host.hasSuffix("]") { host = String(host.dropFirst().dropLast()) }
        let name = options.playerName()
        let connection = try DuelConnection.connect(host: host, port: port, waiting: DuelCommand.answerTimeout)
        let peer = try options.hello(from: connection, peer: "the host")
        let prepared = try ChallengeLevels.resolve(peer.code, levelFile: options.level)
        guard let code = prepared.challenge else { return }
        connection.send(.hello(version: DuelMessage.version, code: code.compact, name: name))
        guard case .start(let countDown) = try DuelOptions.next(connection, what: "the start", peer: peer.name) else {
            throw CommandFailure.badInput("wordfall: error: \(peer.name) did not start the duel; the duel ends")
        }
        if !PlainRunner.isChosen(options.plain) {
            return try DuelScreen.play(
                prepared: prepared, code: code, name: name, peerName: peer.name, connection: connection,
                countDown: countDown, options: options)
        }
        let stdout = OutputBuffer(descriptor: .standardOutput)
        stdout.writeLine("Duel of \(code.text): \(TerminalText.shown(prepared.level.title)).")
        let session = DuelSession(
            prepared: prepared, code: code, name: name, peerName: peer.name, connection: connection, output: stdout)
        session.levelFile = options.level
        session.dataDirectory = options.dataOptions.dataDirectory
        session.counted = options.counted(code)
        try session.play(countDown: countDown, input: LineReader())
        try stdout.finish()
    }
}
