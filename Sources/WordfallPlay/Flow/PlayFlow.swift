import WordfallCore

/// The flow of play in one place (docs/decisions/0420): what a session of play is doing (`State`), what
/// can happen to it (`Action`: the player's choices and what the game or the outside world answered),
/// and `reduce`, which changes the state and returns what must be done outside it (`Effect`: load a
/// level, start the clock, save a result, keep a game in progress, show what comes next). `PlayStore`
/// is the one owner that sends actions to it, one at a time, and performs its effects.
///
/// The screen and plain mode are views of this state and senders of these actions; neither decides what
/// happens next or what is saved. The reducer is pure: it touches no terminal, no file, no clock, so its
/// tests assert the exact states and effects a list of actions gives (`PlayFlowTests`).
public enum PlayFlow {
    /// How far a timed level's clock may run before the game is kept again without a move: what a crash
    /// or SIGKILL between two keeps gives back at most.
    public static let keepEvery = 5.0

    /// Applies `action` to `state`; returns what the caller must do, in order.
    public static func reduce(_ state: inout State, _ action: Action) -> [Effect] {
        let was = state.phase.place
        let effects = reduced(&state, action)
        // Overlays stay over the place they were asked on: play moving elsewhere takes them away.
        if state.phase.place != was { state.overlays = [] }
        return effects
    }

    private static func reduced(_ state: inout State, _ action: Action) -> [Effect] {
        switch action {
        case .opened:
            state.phase = .loading(atOpen: true)
            return [.loadLevel(state.index)]
        case .levelChosen(let index):
            guard state.levels.indices.contains(index), state.pack.isOpen(index), state.phase.choosesLevels else {
                return []
            }
            return load(&state, index)
        case .levelLoaded(let best, let kept, let fresh, let played):
            guard case .loading = state.phase else { return [] }
            state.gameID = fresh
            if let played { state.level = played }
            return levelLoaded(&state, best: best, kept: kept)
        case .resumeAnswered(let yes):
            return resumeAnswered(&state, yes: yes)
        case .levelsAsked:
            // Issue 40: the offer was a wall before the campaign screen; the game stays kept for later.
            guard case .offered = state.phase, case .campaign = state.kind else { return [] }
            state.pack.left = state.index
            state.phase = .levels
            return [.showLevels]
        case .began:
            guard state.phase == .ready else { return [] }
            state.phase = .playing
            state.tries[state.index] = state.attempt
            return [.startClock, .start]
        case .moved(let moves, let elapsed):
            return moved(&state, moves: moves, elapsed: elapsed)
        case .restored:
            state.restoring = false
            // The moment of the last word played again is not shown again.
            state.moments.wordEnds = nil
            return []
        case .keyPressed(let time, let holdable): return keyPressed(&state, at: time, holdable: holdable)
        case .timePassed(let time): return timePassed(&state, at: time)
        case .endShown(let time): return endShown(&state, at: time)
        case .wordShown(let big, let time): return wordShown(&state, big: big, at: time)
        case .moveAsked(let move):
            return state.phase.isPlaying ? [.play(move)] : []
        case .finishAsked:
            // A won level (or a daily, at any time) ends at once, counted now (`Game.endByPlayer`); the
            // hunt never does (its end would show the day's answers).
            guard state.phase.isPlaying else { return [] }
            if state.endsEarly, !state.won { return finishedEarly(&state) }
            guard state.kind.finishes(won: state.won) else { return [.finishRefused] }
            guard state.kind.asksBeforeFinishing else { return [.play(.finish)] }
            // Asked first, as quitting is: the clock stops under the question (`quitAnswered` ends it).
            state.phase = .quitting(.finishing, back: .playing)
            return [.stopClock]
        case .endAsked:
            return state.phase.isPlaying ? [.endLevel] : []
        case .ticked:
            return state.phase.isPlaying || state.phase.isQuittingPlay ? [.tick] : []
        case .clockRead(let elapsed):
            return replayed(&state, at: elapsed)
        case .skipAsked(let elapsed):
            guard state.phase.isPlaying, let next = state.replaying.first else { return [] }
            let gap = next.at - elapsed
            return gap > 0 ? [.play(.wait(gap)), .readClock] : replayed(&state, at: elapsed)
        case .stood(let moves, let elapsed):
            if state.phase.isPlaying || state.phase.isQuittingPlay {
                state.moves = moves
                state.elapsed = elapsed
            }
            return []
        case .kept(let warning):
            state.keepFailed = warning != nil
            return []
        case .scoreChanged(let score):
            if state.kind == .endless { return passedBestOfAll(&state, score: score) }
            guard let best = state.best?.bestScore, best > 0, score > best, !state.announced.contains(.bestScore)
            else { return [] }
            state.announced.insert(.bestScore)
            // A kept game's moves played again say nothing: the news was told when they were played.
            return state.restoring ? [] : [.announce(.bestScore(was: best))]
        case .wordAccepted(let word):
            guard let was = state.best?.bestWord, word.points > was.points, !state.announced.contains(.bestWord)
            else { return [] }
            state.announced.insert(.bestWord)
            return state.restoring ? [] : [.announce(.bestWord(was: was))]
        case .goalsDone:
            if state.phase.isPlaying { state.won = true }
            return []
        case .gameEnded:
            return state.phase.isPlaying ? [.readEnd] : []
        case .levelEnded(let end):
            return levelEnded(&state, end)
        case .resultSaved(let warning):
            state.saveFailed = warning != nil && state.saving
            guard case .ended(var outcome) = state.phase else { return [] }
            outcome.notice = warning
            state.phase = .ended(outcome)
            return [.showEnd(outcome)]
        case .endChosen(let choice):
            return endChosen(&state, choice)
        case .missedAsked:
            if case .ended(var outcome) = state.phase {
                // Every move, but never the day's answers: those are the next day's.
                outcome.missedInFull = state.kind != .daily
                outcome.wholeReview = true
                state.phase = .ended(outcome)
            }
            return []
        case .friendResultGiven(let line):
            // Only a game that ended compares: a friend's line is never seen during play.
            guard case .ended = state.phase else { return [] }
            return [.compare(line)]
        case .compared(let comparison):
            guard case .ended = state.phase else { return [] }
            return [.showComparison(comparison)]
        case .overlayToggled(let overlay):
            return overlaid(&state) { overlays in
                if overlays.last == overlay { overlays.removeLast() } else { overlays.append(overlay) }
            }
        case .overlayClosed:
            return overlaid(&state) { _ = $0.popLast() }
        case .quitAsked:
            return quitAsked(&state)
        case .quitAnswered(let yes):
            return quitAnswered(&state, yes: yes)
        case .homeAsked:
            guard state.fromHome else { return [] }
            if state.phase == .levels {
                state.home = true
                state.phase = .finished
                return [.finish]
            }
            guard case .quitting(let quit, _) = state.phase, quit.question.leaves else { return [] }
            state.home = true
            return quitAnswered(&state, yes: true)
        case .replayLeft:
            guard state.kind == .replay, state.phase.isPlaying else { return [] }
            state.home = state.fromHome
            state.phase = .finished
            return [.finish]
        case .abandoned:
            return abandoned(&state, terminalLost: false)
        case .terminalLost:
            return abandoned(&state, terminalLost: true)
        }
    }

    /// The endless game's score passed the best of every seed: told once a game.
    private static func passedBestOfAll(_ state: inout State, score: Int) -> [Effect] {
        guard let best = state.best?.bestOfAll?.score, best > 0, score > best, !state.announced.contains(.bestScore)
        else { return [] }
        state.announced.insert(.bestScore)
        return [.announce(.bestOfAll(was: best))]
    }

    /// A replay plays the recorded moves whose time has come; once they are all played, it ends: every
    /// game is recorded at its end, so moves that ran out before the level ended were followed by the
    /// player ending it (`Game.endByPlayer()` is not a move).
    private static func replayed(_ state: inout State, at elapsed: Double) -> [Effect] {
        guard state.kind == .replay, state.phase.isPlaying else { return [] }
        var effects: [Effect] = []
        while let next = state.replaying.first, next.at <= elapsed + 1e-9 {
            state.replaying.removeFirst()
            effects.append(.play(next.move))
        }
        return state.replaying.isEmpty ? effects + [.endLevel] : effects
    }

    /// Loads level `index` (its saved best and any game kept for it come back as `levelLoaded`).
    static func load(_ state: inout State, _ index: Int, atOpen: Bool = false, retry: Bool = false) -> [Effect] {
        // A retry, or a level begun before in this session and picked again: a new try, a new seed.
        state.attempt = max(retry && index == state.index ? state.attempt + 1 : 1, state.tries[index, default: 0] + 1)
        state.retrySeed = state.attempt > 1 && state.retriesAreNewGames ? state.seeds.next() : nil
        state.index = index
        state.level = state.levels[index]
        state.phase = .loading(atOpen: atOpen)
        state.best = nil
        state.announced = []
        state.won = false
        state.moves = []
        state.elapsed = 0
        state.keptAt = nil
        return [.loadLevel(index)]
    }

    private static func levelLoaded(_ state: inout State, best: SavedResult?, kept: KeptGame?) -> [Effect] {
        guard case .loading(let atOpen) = state.phase else { return [] }
        state.best = best
        if let kept, state.kind.resumesWithoutAsking {
            // The hunt reopens where it was, without a question.
            state.phase = .playing
            state.gameID = kept.id
            state.moves = kept.moves
            state.elapsed = kept.elapsed
            state.keptAt = .init(moves: kept.moves.count, elapsed: kept.elapsed)
            return [.restore(kept), .startClock]
        }
        if let kept {
            state.phase = .offered(kept, atOpen: atOpen)
            return [.offer(kept)]
        }
        return opening(&state, atOpen: atOpen)
    }

    /// What shows once a level is loaded and nothing is offered: a campaign opens on its levels, a
    /// replay plays at once, every other level waits on its intro (`began`).
    private static func opening(_ state: inout State, atOpen: Bool) -> [Effect] {
        switch state.kind {
        case .campaign where atOpen:
            state.phase = .levels
            return [.showLevels]
        case .replay:
            state.phase = .playing
            return [.startClock, .introduce, .start]
        default:
            state.phase = .ready
            return [.introduce]
        }
    }

    private static func resumeAnswered(_ state: inout State, yes: Bool) -> [Effect] {
        guard case .offered(let kept, let atOpen) = state.phase else { return [] }
        // The game left is resumed or forgotten: the list no longer goes on with it.
        if state.pack.left == state.index { state.pack.left = nil }
        state.moves = kept.moves
        state.elapsed = kept.elapsed
        if yes {
            state.gameID = kept.id
            state.phase = .playing
            state.level = kept.level
            state.keptAt = .init(moves: kept.moves.count, elapsed: kept.elapsed)
            state.restoring = true
            return [.restore(kept), .startClock]
        }
        guard state.kind.startsAgainAfterLeaving else {
            // The daily's one try: declining ends it as it stands.
            state.gameID = kept.id
            state.phase = .playing
            state.level = kept.level
            state.keptAt = .init(moves: kept.moves.count, elapsed: kept.elapsed)
            state.restoring = true
            return [.restore(kept), .endLevel]
        }
        state.moves = []
        state.elapsed = 0
        return [.forget(kept)] + opening(&state, atOpen: atOpen)
    }

    /// Keeps the game when a move was played since it was last kept, or a timed level's clock ran on
    /// `keepEvery` seconds (docs/decisions/0090).
    private static func moved(_ state: inout State, moves: [TimedMove], elapsed: Double) -> [Effect] {
        guard state.phase == .playing else { return [] }
        state.moves = moves
        state.elapsed = elapsed
        guard state.keeping else { return [] }
        let last = state.keptAt ?? .init(moves: 0, elapsed: 0)
        let clockRan = state.level.rules.timeLimit != nil && elapsed - last.elapsed >= keepEvery
        guard moves.count != last.moves || clockRan else { return [] }
        return [keep(&state, leaving: false)]
    }

    private static func keep(_ state: inout State, leaving: Bool) -> Effect {
        state.keptAt = .init(moves: state.moves.count, elapsed: state.elapsed)
        return .keep(
            KeptGame(id: state.gameID, level: state.level, moves: state.moves, elapsed: state.elapsed), leaving: leaving
        )
    }

    /// The player leaves a level in play: it is kept when there is something to resume.
    /// `deliberately` false (the terminal closed): kept as on the way, not as left.
    private static func leave(_ state: inout State, deliberately: Bool = true) -> [Effect] {
        guard state.keeping, state.phase.isPlaying, state.hasSomethingToKeep else { return [] }
        return [keep(&state, leaving: deliberately)]
    }

    private static func levelEnded(_ state: inout State, _ end: LevelEnd) -> [Effect] {
        guard state.phase.isPlaying else { return [] }
        state.moves = end.moves
        state.elapsed = end.duration
        let outcome = Outcome(end, state: state)
        state.phase = .ended(outcome)
        // Completed, the level opens the next (saved or not: a result not saved still counts for the session).
        if outcome.completed { state.pack.completed.insert(state.index) }
        // A won level the player left: saved as it ended, then the session finishes (docs/RULES.md). Otherwise its
        // end shows once its result is saved (`resultSaved`), or at once where nothing is saved.
        let then: [Effect] = state.finishesWhenEnded ? [.finish] : []
        if state.finishesWhenEnded { state.phase = .finished }
        guard state.saving else { return [.stopClock] + (state.finishesWhenEnded ? then : [.showEnd(outcome)]) }
        let result = LevelResult(
            id: state.gameID, level: state.level, completed: outcome.completed,
            failure: end.byPlayer ? nil : end.failure,
            endedByPlayer: end.byPlayer, score: end.score, stars: end.stars, words: end.words,
            bestWord: end.review.bestWord, duration: end.duration, moves: end.moves)
        return [.stopClock, .saveResult(result)] + then
    }

    private static func endChosen(_ state: inout State, _ choice: EndChoice) -> [Effect] {
        guard case .ended(let outcome) = state.phase, outcome.choices.contains(choice) else { return [] }
        switch choice {
        case .nextLevel: return load(&state, state.index + 1)
        case .retry: return load(&state, state.index, retry: true)
        case .levels:
            state.phase = .levels
            return [.showLevels]
        case .quit:
            state.phase = .finished
            return [.finish]
        }
    }

    private static func quitAsked(_ state: inout State) -> [Effect] {
        switch state.phase {
        case .quitting, .finished, .loading: return []
        default:
            // Asked over the help, a "no" goes back to what the help was over.
            if state.overlays.last == .help { state.overlays.removeLast() }
            let wasPlaying = state.phase == .playing
            state.phase = .quitting(Quit(state), back: state.phase)
            return wasPlaying ? [.stopClock] : []
        }
    }

    private static func quitAnswered(_ state: inout State, yes: Bool) -> [Effect] {
        guard case .quitting(let quit, let back) = state.phase else { return [] }
        state.phase = back
        guard yes else { return back == .playing ? [.startClock] : [] }
        if quit.question == .endTodaysPuzzle || quit.question == .finishTodaysRound {
            // A daily in play that cannot be kept, or finished: ended as it stands (`levelEnded` follows).
            return [.endLevel]
        }
        if endsWon(state) {
            // A won level is not left to resume: it ends, won, is saved, and the session finishes.
            state.finishesWhenEnded = true
            return [.endLevel]
        }
        let kept = leave(&state)
        state.phase = .finished
        return kept + [.finish]
    }

    /// Whether leaving the level in play ends it (won, its goals done, on a level or a pack's; or the endless
    /// game, whose score counts as it stands) rather than keeping it to resume: the win is the player's at
    /// once (docs/RULES.md, "A level left and resumed").
    static func endsWon(_ state: State) -> Bool {
        guard state.phase.isPlaying else { return false }
        if state.kind.endsWhenLeft { return true }
        guard state.won else { return false }
        switch state.kind {
        case .level, .campaign, .duel: return true
        case .daily, .replay, .hunt, .endless, .practice: return false
        }
    }

    /// The process is being stopped (a signal, the input or the terminal gone): the level in play is
    /// kept as quitting keeps it; a daily that cannot be kept is ended as it stands.
    private static func abandoned(_ state: inout State, terminalLost: Bool) -> [Effect] {
        if case .quitting(_, let back) = state.phase { state.phase = back }
        guard state.phase.isPlaying else { return [] }
        if case .daily = state.kind, !state.keeping || state.keepFailed { return [.endLevel] }
        if endsWon(state) {
            state.finishesWhenEnded = true
            return [.endLevel]
        }
        return leave(&state, deliberately: !terminalLost)
    }
}
