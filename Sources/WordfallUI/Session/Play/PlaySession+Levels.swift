import Events
import WordfallCore
import WordfallPlay

/// A level's life in the session: made, introduced, begun, ended and reviewed.
extension PlaySession {
    static func makeLevel(
        _ kind: any PlayKind, _ index: Int, playing: Level? = nil, lexicon: (Level) -> Lexicon,
        clock: PausableClock
    ) -> (Game, GameViewModel) {
        let level = playing ?? kind.levels[index]
        let game = Game(level: level, lexicon: lexicon(level), clock: clock.gameClock)
        // A game on screen keeps its moves: they are its replay.
        game.logsMoves = true
        return (game, GameViewModel(game: game, subtitle: kind.subtitle(level: index), ownWords: kind.ownWords))
    }

    /// Shows the level's intro when it has one (the clock waits for a key), else begins it.
    func open() {
        if let card = introCard() {
            clock.setPaused(true)
            view.update { $0.shown.hold(.intro(card, scroll: 0)) }
        } else {
            begin()
        }
    }

    /// What the kind says before the level (first steps, new rules) and, for a timed level, a line
    /// saying the clock waits.
    private func introCard() -> IntroCard? {
        let level = levels[index]
        // The game's own title: another endless game is another seed's, which its title names (issue 40: the
        // card of a new game named the seed of the first).
        var card = kind.introduction(level: index, self) ?? IntroCard(title: game.level.title, lines: [])
        // A new try says it is one, and what changed (issue 40: a static retry was turned in silence).
        if flow.retrySeed != nil { card.lines.insert(IntroText.tryLine(game.level.tryChange(from: level)), at: 0) }
        if let limit = level.rules.timeLimit,
            !card.lines.contains(where: { $0.hasSuffix(IntroText.clockWaits(limit)) })
        {
            card.lines.append(IntroText.clockWaits(limit))
        }
        return card.lines.isEmpty ? nil : card
    }

    /// Follows the current game's end, then has the flow start it (unless `restoring`: the store plays the
    /// moves of the game kept for it again).
    func begin(restoring: Bool = false) {
        levelTokens.removeAll()
        game.events.addObserver(self) { session, event in
            switch event {
            case .wordAccepted:
                session.sendNews(event)
                session.send(.wordShown(big: session.view.state.celebration != nil, at: session.now()))
            // The end waits its turn in the store's queue: it is read once the model's delivery is over.
            case .scoreChanged, .goalsDone, .levelCompleted, .levelFailed, .levelEndedByPlayer: session.sendNews(event)
            case .levelStarted, .wordRejected, .charged, .goalProgressed, .goalCompleted, .movesChanged,
                .boardChanged, .shuffled, .hintShown, .moveRefused, .clockTicked, .tileLit, .tileBurned, .rewardDropped,
                .scrambled, .levelRose:
                break
            }
        }.store(in: &levelTokens)
        levelsStarted += 1
        let hasStatistics = services.statistics != nil
        let keys = kind.keys
        view.update {
            $0.hasStatistics = hasStatistics
            $0.keys = keys
        }
        kind.began(self)
        updateClock()
        // The flow starts the game (`Effect.start`), unless the store plays a kept game's moves again.
        if !restoring { send(.began) }
    }

    /// `sentence` after the message showing, which gets its full stop first ("+500 points. New best word").
    static func joined(_ previous: String?, _ sentence: String) -> String {
        guard let previous, !previous.isEmpty else { return sentence }
        let stop = previous.last.map { ".!?".contains($0) } == true ? "" : "."
        return previous + stop + " " + sentence
    }

    /// Shows the end screen as the flow has it (`Effect.showEnd`, once its result is saved): the only
    /// writer of the review.
    func showEnd(_ outcome: PlayFlow.Outcome) {
        let ending = outcome.end
        let review = ending.review
        var shown = GameScreenState.Review(
            completed: outcome.completed,
            reason: ending.byPlayer ? "You ended it." : ending.failure.map(Wording.failure), score: ending.score,
            stars: ending.stars, bestWord: review.bestWord, longestWord: review.longestWord,
            missedWords: review.missedWords, choices: outcome.choices)
        shown.notice = outcome.notice
        shown.missedInFull = outcome.missedInFull
        shown.moves = review.moves
        shown.missedByLength = review.missedByLength
        shown.wholeReview = outcome.wholeReview
        shown.retryIsNewGame = outcome.retryIsNewGame
        shown.found = review.found
        shown.foundCount = review.foundCount
        shown.finds = review.finds
        shown.language = game.level.language
        shown.news = outcome.news.map { FlowWording.news($0, language: game.level.language) }
        shown.nextStar = ending.nextStar
        // Meanings are English's alone: a Catalan word spelt as an English one is not its meaning.
        if shown.language.isEnglish, let meanings = services.meanings {
            // The review lists every missed word; meanings for the best ten (WordNet is read for each).
            for word in shown.missedWords.prefix(10) {
                if let first = meanings(word.word)?.first { shown.missedMeanings[word.word] = first }
            }
        }
        kind.reviewing(&shown, ending: ending, self)
        let final = shown
        let rings = ending.completed && bell
        let hasNext = outcome.hasNext
        view.update {
            $0.typed = ""
            $0.path = []
            $0.pathIsPicked = false
            $0.wordStatus = .empty
            $0.hintPath = []
            $0.shown.hold(.levelOver(.init(review: final, hasNext: hasNext)))
            if rings { $0.bells &+= 1 }
        }
        send(.endShown(at: now()))
        clock.setPaused(true)
    }
}
