import WordfallCore
import WordfallPlay

/// A challenge's end in plain mode, as the screen's: the round's rank and score out of the board's (no pass,
/// fail or stars), the result line that counts (the first play's), and a friend's line compared with it.
extension PlainSession {
    /// Says the challenge's end after the review: its terms, the line to send back, and what `compare` does.
    func sayChallengeEnd(_ outcome: PlayFlow.Outcome) {
        guard let challenge else { return }
        let end = challenge.end(of: game, score: outcome.end.score, words: outcome.end.words.count)
        if case .round(let rank, let total) = end.terms {
            let words = end.words == 1 ? "1 word" : "\(Format.number(end.words)) words"
            say(
                "Challenge over. Rank: \(rank). \(Format.number(outcome.end.score)) of \(Format.number(total)) "
                    + "points, \(words).")
        }
        if end.practice {
            say(
                "Practice: this code was played to its end before, and a challenge's result is its first play's. "
                    + "Your result, to send back, on the next line:")
        } else {
            say("Your result, to send back, on the next line:")
        }
        say(end.result)
        say("Another play of this code is practice: its line is not the one you send.")
    }

    /// Asks the player's name (the result line carries it; kept for every challenge after this one).
    func askName(_ challenge: ChallengePlay) {
        aside = .naming
        say(
            "Your name, for the result line your friend's comparison shows (1 to \(ChallengeResult.nameLimit) "
                + "letters, digits, '_', '.' or '-'; kept for the next challenges, `--name` changes it). Enter "
                + "alone keeps \(challenge.suggestedName):")
    }

    /// The name typed: kept, then the level opens; a name a line cannot carry is asked again.
    func nameGiven(_ line: String) {
        guard let challenge else { return }
        let chosen = line.isEmpty ? challenge.suggestedName : line
        guard ChallengeResult.isName(chosen) else {
            return say("A name is 1 to \(ChallengeResult.nameLimit) letters, digits, '_', '.' or '-'. Your name:")
        }
        challenge.name = chosen
        challenge.keepName(chosen)
        say("Your result lines carry the name \(chosen).")
        aside = nil
        send(.opened)
    }

    /// `compare` chosen: the next line is the friend's result line.
    func askFriendLine() {
        aside = .comparing
        say("Paste your friend's result line and Enter (an empty line goes back).")
    }

    /// The friend's line: compared with the player's result (the first play's), word by word, or refused
    /// with why; then the choices again.
    func compareFriendLine(_ line: String) {
        // A line copied across the rows of a friend's screen comes as several lines: they are joined.
        let given = friendLineSoFar + line
        if !line.isEmpty, !ChallengePlay.isWhole(given) {
            friendLineSoFar = given
            return say("Not the whole line yet: paste the rest (an empty line goes back).")
        }
        friendLineSoFar = ""
        aside = nil
        guard let challenge, !line.isEmpty else { return say(menuLine()) }
        switch challenge.compare(given, game: game) {
        case .compared(let comparison, let warning):
            ComparisonText.lines(comparison, title: game.level.title).forEach(say)
            if let warning { say(warning) }
        case .refused(let reason):
            say(reason)
            say("Choose compare to give it again.")
        }
        say(menuLine())
    }
}
