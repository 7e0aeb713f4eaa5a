import Events
import WordfallCore

/// A level's life in the session: made, introduced, begun, ended and reviewed.
extension PlaySession {
    static func makeLevel(
        _ kind: any PlayKind, _ index: Int, lexicon: (Level) -> Lexicon, clock: PausableClock
    ) -> (Game, GameViewModel) {
        let level = kind.levels[index]
        let game = Game(level: level, lexicon: lexicon(level), clock: clock.gameClock)
        // A game on screen keeps its moves: they are its replay.
        game.logsMoves = true
        return (game, GameViewModel(game: game, subtitle: kind.subtitle(level: index)))
    }

    /// Starts level `newIndex` afresh (its intro first, when it has one), or offers to resume the
    /// game kept for it.
    func startLevel(_ newIndex: Int) {
        index = newIndex
        (game, view) = Self.makeLevel(kind, newIndex, lexicon: lexicon, clock: clock)
        levelsStarted += 1
        if !offerResume(atOpen: false) { open() }
    }

    /// Shows the level's intro when it has one (the clock waits for a key), else begins it.
    func open() {
        if let card = introCard() {
            clock.setPaused(true)
            view.update {
                $0.intro = card
                $0.mode = .intro
            }
        } else {
            begin()
        }
    }

    /// What the kind says before the level (first steps, new rules) and, for a timed level, a line
    /// saying the clock waits.
    private func introCard() -> IntroCard? {
        let level = levels[index]
        var card = kind.introduction(level: index, self) ?? IntroCard(title: level.title, lines: [])
        if let limit = level.rules.timeLimit,
            !card.lines.contains(where: { $0.hasSuffix(IntroText.clockWaits(limit)) })
        {
            card.lines.append(IntroText.clockWaits(limit))
        }
        return card.lines.isEmpty ? nil : card
    }

    /// Follows the current game's end, then starts it (or plays the moves of the game kept for it again).
    func begin(restoring kept: KeptGame? = nil) {
        levelTokens.removeAll()
        game.events.addObserver(self) { session, event in
            switch event {
            case .levelCompleted(let completed):
                session.levelEnded(.init(failure: nil, byPlayer: false, score: completed.score, stars: completed.stars))
            case .levelFailed(let failed):
                session.levelEnded(.init(failure: failed.reason, byPlayer: false, score: failed.score, stars: 0))
            case .levelEndedByPlayer(let ended):
                session.levelEnded(.init(failure: nil, byPlayer: true, score: ended.score, stars: 0))
            case .goalsDone: session.kind.goalsDone(session)
            case .scoreChanged(let change): session.scoreChanged(to: change.score)
            case .wordAccepted(let accepted):
                session.wordAccepted(accepted.word, points: accepted.points)
                let big = session.view.state.celebration != nil
                session.momentEnds = session.now() + (big ? Self.moment.bigWord : Self.moment.word)
            case .levelStarted, .wordRejected, .goalProgressed, .goalCompleted, .movesChanged, .boardChanged,
                .shuffled, .hintShown, .moveRefused, .clockTicked, .tileLit, .tileBurned, .rewardDropped, .scrambled:
                break
            }
        }.store(in: &levelTokens)
        bestBefore = progress.saved(game.level.id)?.bestScore
        saidNewBest = false
        bestWordBefore = progress.saved(game.level.id)?.bestWord
        saidNewBestWord = false
        levelsStarted += 1
        modeBeforeOverlay = .playing
        let hasStatistics = services.statistics != nil
        let keys = kind.keys
        view.update {
            $0.hasStatistics = hasStatistics
            $0.keys = keys
        }
        kind.began(self)
        endShownAt = nil
        view.update {
            $0.keysWork = true
            $0.intro = nil
            $0.mode = .playing
        }
        updateClock()
        keeper.keptAt = nil
        if let kept {
            restored(kept)
        } else {
            game.start()
        }
    }

    /// Says at once when the score passes the level's saved best (a level played before).
    private func scoreChanged(to score: Int) {
        guard let best = bestBefore, best > 0, score > best, !saidNewBest else { return }
        saidNewBest = true
        view.update {
            $0.message = .init(Self.joined($0.message?.text, "New best score for this level!"), tone: .good)
        }
    }

    /// Says at once when a word beats the level's saved best word (a level played before).
    private func wordAccepted(_ word: String, points: Int) {
        guard let best = bestWordBefore, points > best.points, !saidNewBestWord else { return }
        saidNewBestWord = true
        view.update {
            $0.message = .init(
                Self.joined($0.message?.text, "New best word for this level (was \(best.word))."), tone: .good)
        }
    }

    /// `sentence` after the message showing, which gets its full stop first ("+500 points. New best word").
    static func joined(_ previous: String?, _ sentence: String) -> String {
        guard let previous, !previous.isEmpty else { return sentence }
        let stop = previous.last.map { ".!?".contains($0) } == true ? "" : "."
        return previous + stop + " " + sentence
    }

    /// Records the result, then shows the end screen: the only writer of the review.
    private func levelEnded(_ ending: LevelEnding) {
        let before = progress.saved(game.level.id)
        let review = game.review(missedLimit: .max)
        let warning = progress.levelFinished(
            LevelResult(
                level: game.level, completed: ending.completed, failure: ending.byPlayer ? nil : ending.failure,
                endedByPlayer: ending.byPlayer, score: ending.score, stars: ending.stars,
                words: view.state.wordsFound, bestWord: review.bestWord, duration: game.elapsed,
                moves: game.moveLog))
        lastSaveFailed = warning != nil && progress.isSaving
        let hasNext = ending.completed && index + 1 < levels.count
        var shown = GameScreenState.Review(
            completed: ending.completed,
            reason: ending.byPlayer ? "You ended it." : ending.failure.map(Wording.failure), score: ending.score,
            stars: ending.stars, bestWord: review.bestWord, longestWord: review.longestWord,
            missedWords: review.missedWords, choices: kind.endChoices(completed: ending.completed, hasNext: hasNext))
        shown.notice = warning
        shown.found = review.found
        shown.finds = review.finds
        shown.news = news(ending, before: before, bestWord: review.bestWord)
        if let next = game.nextStar { shown.nextStar = .init(points: next.points, stars: next.stars) }
        if let meanings = services.meanings {
            // The review lists every missed word; meanings for the best ten (WordNet is read for each).
            for word in shown.missedWords.prefix(10) {
                if let first = meanings(word.word)?.first { shown.missedMeanings[word.word] = first }
            }
        }
        kind.reviewing(&shown, ending: ending, self)
        let final = shown
        let rings = ending.completed && bell
        view.update {
            $0.review = final
            $0.typed = ""
            $0.path = []
            $0.pathIsPicked = false
            $0.wordStatus = .empty
            $0.hintPath = []
            $0.mode = .levelOver(hasNext: hasNext)
            $0.keysWork = false
            $0.scroll = 0
            if rings { $0.bells &+= 1 }
        }
        endShownAt = now()
        clock.setPaused(true)
    }

    /// Good news about the saved bests, when results are saved.
    private func news(_ ending: LevelEnding, before: SavedResult?, bestWord: ScoredWord?) -> [String] {
        guard progress.isSaving, let before else { return [] }
        var news: [String] = []
        if before.bestScore > 0, ending.score > before.bestScore {
            news.append("New best score for this level (was \(Format.number(before.bestScore))).")
        }
        if let was = before.bestWord, let now = bestWord, now.points > was.points {
            news.append(
                "New best word for this level: \(now.word), \(Format.number(now.points)) points (was \(was.word)).")
        }
        if ending.completed, ending.stars > before.bestStars, before.completed {
            news.append("More stars than before: \(ending.stars) (was \(before.bestStars)).")
        }
        return news
    }
}
