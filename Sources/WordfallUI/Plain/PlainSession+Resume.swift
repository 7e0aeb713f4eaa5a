import WordfallCore
import WordfallPlay

/// A level left in progress in plain mode: kept by the flow of play (`PlayFlow`), offered as the screen's
/// card offers it, resumed through `Game.restore(_:elapsed:)` (docs/PLAY-PLAIN.md, "A level left and resumed").
extension PlainSession {
    /// The answer that declines the offer: `new` starts again; a daily allows no second try, `end`
    /// ends it as it stands.
    var declineWord: String { flow.kind.startsAgainAfterLeaving ? "new" : "end" }

    /// The screen's offer as one or two lines: where the game stood, its clock (a timed level, the
    /// daily), and what to type.
    static func offerLines(_ kept: KeptGame, standing: KeptGame.Standing, isDaily: Bool) -> [String] {
        let card = PlaySession.offerCard(kept, standing: standing, startsAgain: !isDaily, time: PlainWording.time)
        var lines = card.lines
        lines[lines.count - 1] += " " + prompt(isDaily: isDaily)
        return lines
    }

    static func prompt(isDaily: Bool) -> String {
        isDaily
            ? "Type resume to go on, or end to end it as it stands."
            : "Type resume to go on, or new to start again."
    }

    /// Offers to resume the game kept for the current level. A game kept over already (a daily whose
    /// time ran out while the player was away) is resumed at once: it ends, and its result is recorded
    /// as it stood.
    func offer(_ kept: KeptGame) {
        let standing = kept.standing(lexicon: lexicon(levels[index]))
        guard !standing.isOver else {
            say("\(kept.level.title): \(standing.whyOver(clockRanOn: kept.clockRanOn) ?? "it is over").")
            return send(.resumeAnswered(true))
        }
        updateClock()
        Self.offerLines(kept, standing: standing, isDaily: !flow.kind.startsAgainAfterLeaving).forEach(say)
    }

    /// `resume` (or Enter) resumes; `new` forgets the kept game and starts again (a daily: `end` ends it
    /// as it stands); `quit` leaves, the game still kept. Anything else says what to type.
    func answerOffer(_ command: String) {
        guard case .offered = flow.phase else { return }
        switch command {
        case "", "resume", "r":
            send(.resumeAnswered(true))
        case declineWord:
            declining = true
            send(.resumeAnswered(false))
            declining = false
        case "quit":
            send(.quitAsked)
            send(.quitAnswered(true))
            farewell(kept: true)
        default:
            say(Self.prompt(isDaily: !flow.kind.startsAgainAfterLeaving))
        }
    }

    /// Says goodbye, or for a daily played from the levels, back to them (`kept`: it is kept).
    func farewell(kept: Bool) {
        if isNested {
            say(kept ? "Today's puzzle is kept. Back to the levels." : "Back to the levels.")
        } else {
            say("Goodbye.")
        }
    }

    /// Once the store played the kept game's moves again (their lines are not said again), says where
    /// it stands (unless `saying` is false: a daily ended at once) and goes on playing it.
    func resumed(_ kept: KeptGame, saying: Bool = true) {
        let lines = narrator.takeLines()
        announcements = []
        guard game.status == .playing else {
            // Over while away: its last line is how it ended, then the review (`Effect.readEnd`).
            if let last = lines.last { say(last) }
            return
        }
        guard saying else { return }
        narrator.clearHint()
        if let hunt = puzzle?.hunt(with: game.foundWords), flow.kind == .hunt {
            say("Back to the day's hunt. \(HuntText.progress(hunt)). \(HuntText.rank(hunt, label: "Rank"))")
            // Every word found, nothing is left to look for: no grid, no nudge offered.
            say(
                hunt.wordsLeft == 0
                    ? "Every word is found: Queen Bee. Type words for your words, quit to leave."
                    : "Type grid for the words left, nudge for a nudge, words for your words, quit to leave.")
            PlainWording.board(game.board, language: game.level.language).forEach(say)
            return say("Type a word and Enter.")
        }
        let won = " Every goal is done: keep going for stars, or type finish to end it now."
        say("Resumed where you left it." + (game.isWon ? won : ""))
        status()
        PlainWording.board(game.board, language: game.level.language).forEach(say)
        say("Type a word and Enter.")
    }
}
