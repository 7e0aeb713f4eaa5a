import Events
import WordfallCore

/// The view model: keeps the screen's state in step with one game: it subscribes to the model's
/// and the goals' events and turns each into a change of `GameScreenState`.
///
/// The view never asks the game what happened; it only listens. Every change
/// bumps `revision`, and the loop draws once per burst of events when the
/// revision moved, whatever the number of events in the burst.
public final class GameViewModel {
    /// What the word line says when every goal is done, with the `stars` the score gives: below 3 there
    /// are stars to play for, at 3 only points (issue 29's play-test: "Keep going for stars" beside
    /// "3 stars reached"). Short, so that a word's line with a fire and its goals fits 80x24 whole (issue 40).
    public static func goalsDoneLine(stars: Int) -> String {
        stars >= 3
            ? "Goals done: level won, 3 stars. Play on for points, or Ctrl-F to finish."
            : "Goals done: level won. Play on for stars, or Ctrl-F to finish."
    }

    public private(set) var state: GameScreenState
    /// Bumped on every change of `state`; the loop redraws when it differs from the last frame's.
    public private(set) var revision = 0
    private var tokens: Set<ObserverToken> = []
    private let minWordLength: Int
    /// The hinted word, path and points while only the nudge shows.
    private var hidden: (String, [Position], Int?)?
    /// The indexes of the streak goals, whose lines show the model's current run (`Game.streak`).
    private let streakGoals: [Int]
    /// The game's streak now.
    private let streak: () -> Streak
    /// The level's rules (what a refused shuffle says depends on them).
    private let rules: Rules
    /// The news of the word just accepted, for its line: the word and its points, what the falling tiles
    /// did after it (a reward tile, a fuse lit, a burn-out), the flow's news (a new best word), then the
    /// goals it did. The tiles come first, so that where a small window cuts the line it cuts a goal the
    /// goals panel ticks, not a fire (the play-test of 2026-11-29 lost "A caught fire: use it i…" at
    /// 80x24). Nil between words.
    private var move: (word: String, news: [String], tiles: [String], goals: [String])?
    /// In the endless game, the burning tiles over the word being told, for its falls (`FireWatch`).
    private var fires: FireWatch?
    /// What the word being told made its burning tiles fall, said first among the tiles' news.
    private var falls: [String] = []
    /// The falls of the last word to the bottom row: the endless game's end says why it ended.
    package var fallsToTheBottom: [String] { fires?.linesToTheBottom ?? [] }
    /// Whether a tile was lit before in this game: the first fire is said in full, the next in short.
    private var litBefore = false

    /// Subscribes to `game` (call before `game.start()`). `ownWords`: whether the player's own words apply
    /// to it (`PlayKind.ownWords`).
    public init(game: Game, subtitle: String? = nil, ownWords: Bool = true) {
        minWordLength = game.level.rules.minWordLength
        rules = game.level.rules
        state = GameScreenState(title: game.level.title, board: game.board)
        state.language = game.level.language
        state.subtitle = subtitle
        state.minWordLength = minWordLength
        // Hard mode names no way round a refusal: `words add` is not suggested there (issue 40).
        state.ownWords = ownWords && !game.level.rules.hard
        state.hard = game.level.rules.hard
        state.refill = game.level.rules.refill
        state.starThresholds = game.level.stars
        state.movesLeft = game.movesLeft
        state.timeLimit = game.level.rules.timeLimit
        state.secondsLeft = game.timeLeft
        state.hintsLeft = game.hintsLeft
        state.shufflesLeft = game.shufflesLeft
        state.scrambles = game.level.rules.scramble
        state.hasShuffles = game.level.rules.shuffles > 0 || game.level.rules.scramble
        state.endless = game.endlessStage
        state.goals = game.goals.map {
            .init(
                description: $0.spec.text(in: game.level.language), current: $0.current, target: $0.target,
                done: $0.isDone,
                run: $0.spec.kind.type == .streak ? game.streak.run : nil)
        }
        streakGoals = game.goals.filter { $0.spec.kind.type == .streak }.map(\.index)
        streak = { [weak game] in game?.streak ?? Streak() }
        subscribe(to: game)
    }

    /// Changes the state from outside the model's events (typing, the cursor, the mode).
    public func update(_ change: (inout GameScreenState) -> Void) {
        let before = state
        change(&state)
        if state != before { revision &+= 1 }
    }

    private func subscribe(to game: Game) {
        let refill = game.level.rules.refill
        game.events.addObserver(self) { view, event in view.follow(event, refill: refill) }.store(in: &tokens)
    }

    /// Turns one of the model's events into a change of the state.
    private func follow(_ event: GameEvent, refill: Refill) {
        switch event {
        case .levelStarted(let start):
            update {
                $0.title = start.title
                $0.board = start.board
            }
        case .wordAccepted(let word):
            let shown = state.shown(word.word)
            let line = "\(shown) accepted: +\(Format.number(word.points)) points"
            move = (line, [], [], [])
            falls = []
            fires = rules.endless ? FireWatch(before: state.board, path: word.path) : nil
            update {
                $0.lastWord = .init(word: shown, points: word.points)
                $0.wordsFound.append(.init(word: shown, points: word.points))
                $0.message = .init(line, tone: .good)
                $0.hintPath = []
                $0.hintIsNudge = false
                let breakdown = PointsBreakdown(tiles: word.tiles)
                $0.breakdown = breakdown.text().map { "= " + $0 }
                $0.celebration =
                    PointsBreakdown.isBig(letters: breakdown.letters, points: word.points)
                    ? "\(shown)! +\(Format.number(word.points))" : nil
                $0.lastPath = word.path
            }
            followStreaks()
        case .wordRejected(let rejection):
            move = nil
            let word =
                rejection.word.isEmpty
                ? "That" : rejection.reason == .invalidInput ? rejection.word : state.shown(rejection.word)
            let reason = Wording.rejection(
                rejection.reason, minWordLength: minWordLength, pickedPath: rejection.isPath,
                ownWords: state.ownWords, word: word, language: state.language)
            let broken = followStreaks()
            update {
                $0.message = .init("\(word): \(reason)" + (broken ? ". Streak broken." : ""), tone: .bad)
                // The last word's moment goes with its news: "HARDEN! +1,800" stood over "HARDNEN: not in
                // the dictionary".
                $0.celebration = nil
            }
        case .charged(let charge): tell(HardWording.charged(charge), tone: .bad)
        case .scoreChanged(let change):
            update { $0.score = change.score }
        case .goalProgressed(let progress):
            update {
                guard $0.goals.indices.contains(progress.goal) else { return }
                $0.goals[progress.goal].current = progress.current
                $0.goals[progress.goal].target = progress.target
            }
        case .goalCompleted(let index):
            update {
                guard $0.goals.indices.contains(index) else { return }
                $0.goals[index].done = true
                // A daily speaks in ranks: its goal (the board's points, finds counted) is never said done.
                guard $0.daily == nil else { return }
                let done = "Goal done: \($0.goals[index].description)."
                // After the word's line, as a sentence of its own ("+140 points. Goal done: ...").
                if move != nil {
                    move?.goals.append(done)
                    $0.message = .init(moveLine(), tone: .good)
                } else {
                    $0.message = .init(PlaySession.joined($0.message?.text, done), tone: .good)
                }
            }
        case .movesChanged(let remaining):
            update { $0.movesLeft = remaining }
        case .boardChanged(let board):
            update {
                $0.board = board
                $0.hintPath = []
                $0.hintIsNudge = false
                if refill == .gravity { $0.freshTiles = board.cellsRefilled(removing: $0.lastPath) }
            }
            fires?.after = board
            watchFires()
        case .shuffled(let result):
            move = nil
            update {
                $0.board = result.board
                $0.shufflesLeft = result.remaining
                $0.hintPath = []
                $0.hintIsNudge = false
                $0.message = .init(
                    "Shuffled. \(result.remaining) shuffle\(result.remaining == 1 ? "" : "s") left.", tone: .info)
            }
        case .hintShown(let hint):
            move = nil
            update {
                $0.hintsLeft = hint.remaining
                if let word = hint.word, let path = hint.path, let first = path.first {
                    // A nudge first: the first tile and the length; `reveal` shows the rest.
                    // The tile spelling kept: its letters are counted as the model counts them (ARENY has 4, STRAßE 7).
                    hidden = (word, path, hint.points)
                    $0.hintPath = [first]
                    $0.hintIsNudge = true
                    let start = $0.shown($0.board[first].text)
                    $0.message = .init(
                        "Hint: \(Wording.lettersWord(word.count)) starting with \(start) (lit). ! again shows more.",
                        tone: .info)
                } else {
                    $0.hintPath = []
                    $0.message = .init("No word left to hint at: try a shuffle.", tone: .info)
                }
            }
        case .moveRefused(let refused):
            update { $0.message = .init(Wording.refusal(refused, rules: rules), tone: .bad) }
        case .clockTicked(let tick):
            // Only a change of the displayed second is a change of the screen.
            let shown = { (seconds: Double?) in seconds.map { Int($0.rounded(.up)) } }
            if shown(tick.remaining) != shown(state.secondsLeft) {
                update { $0.secondsLeft = tick.remaining }
            } else {
                state.secondsLeft = tick.remaining
            }
        case .goalsDone(let done):
            // The word that did it, what the tiles did, then the news, in the room of the points' breakdown
            // (alone, the breakdown named no word); it stands for each goal's own "done".
            let line = Self.goalsDoneLine(stars: done.stars)
            // A daily is ranked, not won: its rank says where it stands (`GameScreenState.shownGoals`).
            guard state.daily == nil else { return }
            if move != nil { move?.goals = [line] }
            update {
                $0.isWon = true
                $0.message = .init(move != nil ? moveLine() : line, tone: .good)
                $0.breakdown = nil
            }
        case .tileLit(let tile):
            fires?.lit = tile.cell
            tell(TileWording.lit(tile, endless: rules.endless, first: !litBefore), tone: .bad)
            litBefore = true
        case .tileBurned(let tile):
            fires?.reached.append(tile.cell)
            watchFires()
            tell(TileWording.burned(tile, endless: rules.endless), tone: .bad)
        case .levelRose(let rise):
            update { $0.endless = EndlessStage(number: rise.level) }
            tell(TileWording.rose(rise), tone: .info)
        case .rewardDropped(let tile): tell(TileWording.reward(tile), tone: .good)
        case .scrambled(let result):
            move = nil
            update {
                $0.board = result.board
                $0.hintPath = []
                $0.hintIsNudge = false
                $0.message = .init(TileWording.scrambled(result), tone: .info)
            }
        case .levelCompleted, .levelFailed, .levelEndedByPlayer:
            // The session shows the end, with what it and its kind know besides the model.
            break
        }
    }

    /// Says the falls of the word's burning tiles that fell more than a row, once the board or the fires changed.
    private func watchFires() {
        guard move != nil, let fires else { return }
        let lines = fires.lines
        guard lines != falls else { return }
        falls = lines
        update {
            $0.message = .init(moveLine(), tone: $0.message?.tone ?? .bad)
            $0.breakdown = nil
        }
    }

    /// Adds a falling tile's news to the move's message, in the room of the points' breakdown: a burning
    /// tile or a lost move matters more than how the points were counted.
    private func tell(_ news: String, tone: GameScreenState.Message.Tone) {
        move?.tiles.append(news)
        update {
            let text = move != nil ? moveLine() : PlaySession.joined($0.message?.text, news)
            $0.message = .init(text, tone: $0.message?.tone ?? tone)
            $0.breakdown = nil
        }
    }

    /// The word's line: its points, what the tiles did, the goals it did, each a sentence.
    private func moveLine() -> String {
        guard let move else { return "" }
        return (falls + move.tiles + move.news + move.goals).reduce(move.word) { PlaySession.joined($0, $1) }
    }

    /// Adds the flow's news of the word just accepted ("New best word for this level") after what the
    /// tiles did (a fire matters more to the next move), or to the message when no word is being told.
    func announce(_ news: String) {
        move?.news.append(news)
        update {
            $0.message = .init(move != nil ? moveLine() : PlaySession.joined($0.message?.text, news), tone: .good)
        }
    }

    /// After a nudge, the hinted word's first tiles and its points, never the whole word (docs/SCREEN.md):
    /// asked again, the same; the nudge stands until a move or a board change.
    func reveal() {
        guard let (word, path, points) = hidden else { return }
        update {
            let start = Wording.hintStart(word: word, path: path, board: $0.board)
            $0.hintPath = start
            let shown = $0.shown($0.board.text(of: start))
            let worth = points.map { ", \(Format.number($0)) points" } ?? ""
            $0.message = .init(
                "Hint: \(Wording.lettersWord(word.count)) starting with \(shown) (lit)\(worth). The rest is yours.",
                tone: .info)
        }
    }

    /// Copies each streak goal's current run into its line; returns whether a run was broken
    /// (it was going, and the model now says 0).
    @discardableResult
    private func followStreaks() -> Bool {
        var broken = false
        update {
            let run = streak().run
            for index in streakGoals where $0.goals.indices.contains(index) {
                if ($0.goals[index].run ?? 0) > 0 && run == 0 { broken = true }
                $0.goals[index].run = run
            }
        }
        return broken
    }
}
