import WordfallCore
import WordfallPlay

/// A level left in progress: kept after each move and on every way out, offered before it is played
/// again, resumed where it stood (docs/decisions/0090).
extension PlaySession {
    /// Shows the offer to resume the game kept for the current level. A game kept over already (a daily
    /// whose time ran out while the player was away) is resumed at once: it ends, and its result is
    /// recorded as it stood.
    func showOffer(_ kept: KeptGame) {
        let standing = kept.standing(lexicon: lexicon(levels[index]))
        guard !standing.isOver else { return send(.resumeAnswered(true)) }
        clock.setPaused(true)
        let levels = flow.kind.packTitle != nil
        let card = Self.offerCard(
            kept, standing: standing, startsAgain: flow.kind.startsAgainAfterLeaving, levels: levels)
        let startsAgain = flow.kind.startsAgainAfterLeaving
        view.update {
            $0.shown.hold(.intro(card, scroll: 0))
            $0.keys[.intro] =
                [
                    .init(key: "Enter", action: "resume"),
                    .init(key: "n", action: startsAgain ? "start again" : "end it"),
                ] + (levels ? [.init(key: "l", action: "levels")] : []) + [.init(key: "^D", action: "quit")]
        }
    }

    static let startAgainPrompt = "Enter resumes, n starts again."

    /// The card of the offer: where the game stood, and what its clock did while the player was away.
    /// `time` says the time left (the screen's `1:20`; plain mode says it in words).
    static func offerCard(
        _ kept: KeptGame, standing: KeptGame.Standing, startsAgain: Bool, levels: Bool = false,
        time: (Double) -> String = Format.clock
    ) -> IntroCard {
        let stood = "You left \(kept.level.title) with \(standing.line())."
        var lines = [stood]
        // The word list changed since (a word removed, an edited list): said, not silent (docs/RULES.md).
        if let notice = kept.notice { lines.append(notice) }
        if let left = standing.timeLeft {
            lines.append(
                kept.clockRanOn
                    ? "Its clock ran on while you were away: \(time(left)) left."
                    : "Its clock stopped where you left it: \(time(left)) left.")
        }
        return IntroCard(
            title: "Welcome back", lines: lines,
            prompt: (startsAgain ? startAgainPrompt : "Enter resumes, n ends it as it stands.")
                + (levels ? " l shows the levels, the game kept." : ""))
    }

    /// Enter resumes the game offered; n forgets it and starts again (a kind that allows no second try
    /// ends it as it stands instead); Ctrl-D asks to quit, the game still kept. Other keys do nothing.
    func answerOffer(_ key: Key) {
        guard case .offered = flow.phase else { return }
        switch key {
        case .enter:
            send(.resumeAnswered(true))
        case .character("n"), .character("N"):
            if flow.kind.startsAgainAfterLeaving {
                let keys = kind.keys
                view.update { $0.keys = keys }
            }
            send(.resumeAnswered(false))
        case .character("l"), .character("L"):
            // A campaign's levels, the game still kept (issue 40: the card was a wall before them).
            send(.levelsAsked)
        case .control("d"):
            apply(.quitRequested)
        default:
            break
        }
    }

    /// Makes a fresh game of the current level for the kept game's moves (the store plays them again).
    func resume(_ kept: KeptGame) {
        // The kept game's own level: a retry's seed and board, when it was a retry (`Level.isTry(of:)`).
        make(kept.level)
        begin(restoring: true)
    }

    /// After the kept moves were played again: the moment of the last word is not shown again, and the
    /// screen says where the game stands.
    func restored(_ kept: KeptGame) {
        guard game.status == .playing else { return }
        let clockLine =
            game.timeLeft.map { kept.clockRanOn ? " Its clock ran on: \(Format.clock($0)) left." : "" } ?? ""
        view.update {
            $0.celebration = nil
            $0.freshTiles = []
            $0.message =
                $0.isWon
                ? .init(
                    "Resumed where you left it. "
                        + GameViewModel.goalsDoneLine(
                            stars: StarThresholds.stars(score: game.score, thresholds: game.level.stars)), tone: .good)
                : .init("Resumed where you left it.\(clockLine)", tone: .info)
        }
        kind.resumed(self)
    }
}
