import Glibc
import WordfallCore
import WordfallProgress
import WordfallUI

/// A live duel on screen, once both sides said hello (docs/RULES.md, "A live duel"): the challenge's game
/// in a `PlaySession` of its own kind (`DuelPlay`), every move through the one store; the connection is
/// reached through a `DuelLink`. Once the screen is gone, both results and their comparison stay on stdout.
enum DuelScreen {
    static func play(
        prepared: PreparedLevel, code: ChallengeCode, name: String, peerName: String, connection: DuelConnection,
        countDown: Int, options: DuelOptions
    ) throws {
        try ScreenRunner.checkTerminal()
        let data = SavedData.open(directory: options.dataOptions.dataDirectory)
        let store = data.store
        // A code played to its end before makes the duel practice: its end shows the line that counts.
        let counted = options.counted(code)
        let challenge = ChallengePlay(
            level: prepared.level, code: code, name: name, lexicon: prepared.lexicon, progress: NoProgress(),
            counted: counted,
            keep: { comparison, mine in store.flatMap { ChallengeRecord.keep(comparison, mine: mine, in: $0) } })
        let peer = DuelPeer(name: peerName, code: code, level: prepared.level, lexicon: prepared.lexicon)
        let link = DuelLink(
            send: { connection.send($0) },
            poll: {
                switch connection.receive(waiting: 0) {
                case .closed: return .closed
                case .overlong: return .junk("a line longer than the duel's protocol allows")
                case .lines(let lines):
                    var messages: [DuelMessage] = []
                    for line in lines {
                        guard let message = DuelMessage(line: line) else {
                            return .junk(TerminalText.quoted(line))
                        }
                        messages.append(message)
                    }
                    return .messages(messages)
                }
            },
            close: { connection.close() })
        let clock = GameClock.system.now
        let duel = DuelPlay(challenge: challenge, peer: peer, link: link, countDown: countDown, now: clock)
        var session: PlaySession?
        let display = try DisplayOptions.parse([])
        try ScreenRunner.play(display: display, data: data, afterScreen: {}) { screen in
            let made = PlaySession(
                duel, lexicon: { _ in prepared.lexicon }, services: PlayServices.standard(data: data),
                screen: screen, now: clock)
            session = made
            return made
        }
        connection.close()
        let stdout = OutputBuffer(descriptor: .standardOutput)
        if let game = session?.game, game.status.isOver {
            let mine = ChallengeReplay.result(
                code: code, name: name, level: prepared.level, lexicon: prepared.lexicon, moves: game.moveLog)
            stdout.writeLine("Your result: \(mine.line)")
            if let counted {
                let first = ChallengeResult(code: code, name: name, score: counted.score, steps: counted.steps)
                stdout.writeLine(
                    "Practice: this duel is not counted; your result that counts is the first play's: \(first.line)")
            }
            stdout.writeLine("\(peerName)'s result: \(peer.result.line)")
            if let comparison = try? CompareCommand.compare([mine.line, peer.result.line], levelFile: options.level) {
                for line in ComparisonText.lines(comparison.comparison, title: comparison.title) {
                    stdout.writeLine(line)
                }
            }
        } else {
            stdout.writeLine("You left the duel before your game's end: no result.")
        }
        try stdout.finish()
        if let failure = duel.failure { throw CommandFailure(lines: [failure], status: 2) }
    }
}
