import WordfallCore

extension DuelSession {
    /// Reads what the friend sent within `seconds` and plays it on their game here.
    func pollPeer(waiting seconds: Double) {
        guard !peerLost, failure == nil else { return }
        switch connection.receive(waiting: seconds) {
        case .closed:
            peerLost = true
            guard peerEnded == nil else { return }
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
        switch message {
        case .move(let number, let step, let digest):
            guard number == theirSteps.count + 1 else {
                return fail("move \(number) where move \(theirSteps.count + 1) was due")
            }
            play(step, number: number, digest: digest)
        case .end(let score):
            peerEnded = score
            if isPlaying(theirs) { theirs.endByPlayer() }
            say("\(peerName)'s game is over: \(CompareCommand.grouped(score)) points.")
            if score != theirs.score {
                say("The two games disagree: \(peerName) says \(score) points, their moves make \(theirs.score) here.")
            }
        case .hello, .start:
            fail("a second hello or start in the middle of the game")
        }
    }

    /// Plays the friend's `step` on their game here and checks the digest that came with it.
    private func play(_ step: ChallengeResult.Step, number: Int, digest: String) {
        let wait = Double(step.second) - theirs.elapsed
        if wait > 0 { theirs.advanceClock(by: wait) }
        let before = theirs.scoredWords.count
        switch step {
        case .shuffle:
            theirs.shuffle()
        case .word(let word, _, let path):
            if let path {
                let columns = theirs.board.columns
                theirs.submit(path: path.map { Position(row: $0 / columns, column: $0 % columns) })
            } else {
                theirs.submit(word: word)
            }
            guard theirs.scoredWords.count > before else {
                return fail("move \(number), \(word), which this board does not give: the two games disagree")
            }
        }
        theirSteps.append(step)
        guard DuelMessage.digest(of: theirs) == digest else {
            return fail(
                "after move \(number) a game whose digest is \(digest), where it is \(DuelMessage.digest(of: theirs)) "
                    + "here: the two games disagree (are both the same wordfall version?)")
        }
        let count = theirs.scoredWords.count
        say("\(peerName): \(CompareCommand.grouped(theirs.score)) points, \(count) word\(count == 1 ? "" : "s").")
    }

    /// Ends the duel: the friend's side sent what this one cannot follow.
    func fail(_ what: String) {
        connection.close()
        failure = CommandFailure(
            lines: ["wordfall: error: \(peerName)'s side sent \(what); the duel ends"], status: 2)
    }
}
