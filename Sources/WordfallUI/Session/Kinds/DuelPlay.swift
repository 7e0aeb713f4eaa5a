import Events
import WordfallCore
import WordfallPlay
import WordfallProgress

/// A live duel on screen (docs/RULES.md, "A live duel"): the challenge's game after a count-down both see,
/// the friend's score and number of words beside the title as they change (never their words), each word
/// this side finds sent as a move with the digest of the game after it, and at the end both results
/// compared on the end screen, through the store as a pasted line is (`ChallengePlay`).
package final class DuelPlay: PlayKind {
    let challenge: ChallengePlay
    let peer: DuelPeer
    let link: DuelLink
    let countDown: Int
    let now: () -> Double
    /// What went wrong with the friend's side, for stderr once the screen is gone; nil while all is well.
    package private(set) var failure: String?
    private var countDownFrom: Double?
    private var playing = false
    private var sent = 0
    private var endSent: Double?
    private var peerLost = false
    private var compared = false
    private var tokens: Set<ObserverToken> = []

    package init(challenge: ChallengePlay, peer: DuelPeer, link: DuelLink, countDown: Int, now: @escaping () -> Double)
    {
        self.challenge = challenge
        self.peer = peer
        self.link = link
        self.countDown = countDown
        self.now = now
    }

    package var levels: [Level] { challenge.levels }
    package var progress: any ProgressRecorder { challenge.progress }
    package var flowKind: PlayFlow.Kind { .duel }
    package var ownWords: Bool { false }
    package var retriesAreNewGames: Bool { false }

    package func subtitle(level index: Int) -> String? { "against \(peer.name)" }

    /// No key starts a duel: the count-down does, on both sides.
    package var keys: [PlayFlow.Screen: [KeysBar.Item]] { [.intro: [.init(key: "^D", action: "leave the duel")]] }

    /// The count-down: its card shows until it ends, then the game begins on both sides at once.
    package func introduce(_ session: PlaySession) {
        countDownFrom = now()
        showCountDown(session, left: countDown)
    }

    package func began(_ session: PlaySession) {
        challenge.began(session)
        playing = true
        peer.start()
        session.game.events.addObserver(self) { [unowned session] duel, event in
            // The header names the duel, not the round's long seed, so the friend's score beside it always fits.
            if case .levelStarted = event { session.view.update { $0.title = "Duel" } }
            duel.follow(event, of: session.game)
        }.store(in: &tokens)
    }

    /// During the count-down keys wait (Ctrl-D still quits); a duel does not pause; before its goals are done
    /// Ctrl-F twice ends this side's game as it stands while the friend plays on (both results are compared at
    /// the end); on the end
    /// screen a friend's line compares as on a challenge's.
    package func takesKey(_ key: Key, _ session: PlaySession) -> Bool {
        if countDownFrom != nil, !playing { return key != .control("d") }
        if key == .control("p"), session.game.status == .playing {
            session.view.update { $0.message = .init("A duel does not pause: both clocks run.", tone: .info) }
            return true
        }
        return challenge.takesKey(key, session)
    }

    /// Before its goals, Ctrl-F twice ends this side's game as it stands (`PlayFlow.finishedEarly`).
    package var earlyEndWarning: String? {
        "Ctrl-F again ends your game now, as it stands: \(peer.name) plays on, and both results are compared "
            + "at the end."
    }

    package func reviewing(_ review: inout GameScreenState.Review, ending: PlayFlow.LevelEnd, _ session: PlaySession) {
        challenge.reviewing(&review, ending: ending, session)
        if !compared { review.challenge?.comparison = ["Waiting for \(peer.name) to finish..."] }
    }

    /// The two games played at once, compared: this side's own, even when the duel is practice.
    package func compare(_ line: String, _ session: PlaySession) -> PlayFlow.Comparison {
        challenge.compare(line, game: session.game, live: true)
    }

    /// A few times a second: the count-down, what the friend sent, and the end once both games are over.
    package func ticked(_ session: PlaySession) {
        if let from = countDownFrom, !playing {
            let left = countDown - Int(now() - from)
            if left <= 0 { return session.begin() }
            showCountDown(session, left: left)
        }
        listen(session)
        guard session.game.status.isOver else { return }
        if endSent == nil {
            endSent = now()
            _ = link.send(.end(score: session.game.score))
        }
        // The friend's game is over, gone, or silent well past its clock: both results are compared.
        let waited = now() - (endSent ?? now())
        let over = peer.endedScore != nil || peerLost || failure != nil || waited > (peer.game.timeLeft ?? 5) + 10
        guard over, !compared, case .levelOver = session.state.screen else { return }
        compared = true
        session.send(.friendResultGiven(peer.result.line))
    }

    private func showCountDown(_ session: PlaySession, left: Int) {
        var lines = [
            "\(levels[0].title): the same board for both of you.",
            "You see \(peer.name)'s score and number of words as you play, never their words.",
            "Ctrl-F twice ends your game early (\(peer.name) plays on; both results are kept); Ctrl-D leaves.",
        ]
        if challenge.counted != nil {
            lines.append(
                "Practice: you played this code to its end before, and a challenge's result is its first play's: "
                    + "this duel is not counted as won or lost.")
        }
        let card = IntroCard(title: "Duel against \(peer.name)", lines: lines, prompt: "Starts in \(left)...")
        let keys = keys
        session.view.update {
            $0.shown.hold(.intro(card, scroll: 0))
            $0.keys = keys
        }
    }

    /// Plays what the friend sent on their game here, and shows their score and words beside the title.
    private func listen(_ session: PlaySession) {
        guard !peerLost, failure == nil else { return }
        switch link.poll() {
        case .closed:
            peerLost = true
            guard peer.endedScore == nil else { return }
            say("The connection to \(peer.name) was lost: play on alone; both results are kept.", session, tone: .bad)
        case .junk(let line):
            fail("something that is not the duel's protocol: \(line)", session)
        case .messages(let messages):
            for message in messages where failure == nil {
                do throws(DuelPeer.Disagreement) {
                    switch try peer.receive(message) {
                    case .moved(let score, let words):
                        let count = words == 1 ? "1 word" : "\(words) words"
                        session.view.update { $0.subtitle = "\(peer.name): \(Format.number(score)), \(count)" }
                    case .ended(let score, let agrees):
                        session.view.update { $0.subtitle = "\(peer.name) done: \(Format.number(score))" }
                        if !agrees {
                            fail("an end at \(score) points where their moves make \(peer.game.score)", session)
                        }
                    }
                } catch {
                    fail(error.what, session)
                }
            }
        }
    }

    /// Sends each word this side finds (and each shuffle) with the digest of the game after it.
    private func follow(_ event: GameEvent, of game: Game) {
        let step: ChallengeResult.Step
        let second = Int((game.moveLog.last?.at ?? game.elapsed).rounded(.down))
        switch event {
        case .wordAccepted(let word):
            var cells: [Int]?
            if case .path(let path) = game.moveLog.last?.move {
                cells = path.map { $0.row * game.board.columns + $0.column }
            }
            step = .word(word.word, second: second, path: cells)
        case .shuffled:
            step = .shuffle(second: second)
        default:
            return
        }
        sent += 1
        if !link.send(.move(number: sent, step: step, digest: DuelMessage.digest(of: game))), !peerLost {
            peerLost = true
        }
    }

    private func fail(_ what: String, _ session: PlaySession) {
        link.close()
        failure = "wordfall: error: \(peer.name)'s side sent \(what); the duel ends"
        say("\(peer.name)'s side sent \(what): the duel ends; play on alone.", session, tone: .bad)
    }

    private func say(_ text: String, _ session: PlaySession, tone: GameScreenState.Message.Tone) {
        session.view.update { $0.message = .init(text, tone: tone) }
    }
}
