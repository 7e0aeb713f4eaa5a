import WordfallCore
import WordfallUI

extension DuelSession {
    /// Reads what the friend sent within `seconds` and plays it on their game here.
    func pollPeer(waiting seconds: Double) {
        guard !peerLost, failure == nil else { return }
        switch connection.receive(waiting: seconds) {
        case .closed:
            peerLost = true
            guard peer.endedScore == nil else { return }
            say("The connection to \(peerName) was lost: play on alone; both results are kept.")
        case .overlong:
            fail("a line longer than the duel's protocol allows")
        case .lines(let lines):
            for line in lines where failure == nil { receive(line) }
        }
    }

    private func receive(_ line: String) {
        guard let message = DuelMessage(line: line) else {
            return fail("something that is not the duel's protocol: \(TerminalText.quoted(line))")
        }
        do throws(DuelPeer.Disagreement) {
            switch try peer.receive(message) {
            case .moved(let score, let count):
                say("\(peerName): \(NumberText.grouped(score)) points, \(count) word\(count == 1 ? "" : "s").")
            case .ended(let score, let agrees):
                say("\(peerName)'s game is over: \(NumberText.grouped(score)) points.")
                if !agrees {
                    say(
                        "The two games disagree: \(peerName) says \(score) points, their moves make "
                            + "\(peer.game.score) here.")
                }
            }
        } catch {
            fail(error.what)
        }
    }

    /// Ends the duel: the friend's side sent what this one cannot follow.
    func fail(_ what: String) {
        connection.close()
        failure = CommandFailure(
            lines: ["wordfall: error: \(peerName)'s side sent \(what); the duel ends"], status: 2)
    }
}
