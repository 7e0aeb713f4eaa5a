import Events
import WordfallCore

/// The headless output: an observer that writes one JSON object a line for every event of a game (docs/HEADLESS.md).
///
/// Like any view, it only subscribes: the game does not know it exists.
/// Lines go into a byte buffer handed to `output` whenever it holds
/// `chunkSize` bytes, and at `flush()` / `finish()`. `finish()` writes the
/// `summary` line (always the last) and flushes.
///
/// Key order, stable and part of the format: `event` first, then the fields
/// in the order of docs/HEADLESS.md's table:
///
/// | event | keys after `event` |
/// | --- | --- |
/// | `levelStarted` | `level`, `title`, `board`, `goals` (each `goal`, `type`, `target`, `label`; `label` null when absent) |
/// | `wordAccepted` | `word`, `path`, `points` |
/// | `wordRejected` | `word`, `reason` |
/// | `scoreChanged` | `score`, `delta` |
/// | `goalProgress` | `goal`, `current`, `target` |
/// | `goalCompleted` | `goal` |
/// | `movesChanged` | `remaining` |
/// | `boardChanged` | `board` |
/// | `shuffled` | `board`, `remaining` |
/// | `hint` | `word`, `path`, `remaining` |
/// | `moveRefused` | `move`, `reason` |
/// | `levelCompleted` | `score`, `stars` |
/// | `levelFailed` | `score`, `reason` |
/// | `summary` | `status`, `score`, `stars`, `words`, `goals` (each `goal`, `type`, `current`, `target`, `done`) |
///
/// No spaces anywhere; paths are `[[row,col],...]`, boards arrays of row strings.
public final class JSONLinesTracer {
    private let game: Game
    private let output: ([UInt8]) -> Void
    private let chunkSize: Int
    private var writer: JSONByteWriter
    private var tokens: [ObserverToken] = []
    private var finished = false

    /// Subscribes to `game` and its goals; subscribe before `game.start()` to see `levelStarted`.
    /// - Parameters:
    ///   - chunkSize: how many bytes to gather before calling `output`.
    ///   - output: receives the bytes of whole lines, in order.
    public init(game: Game, chunkSize: Int = 1 << 16, output: @escaping ([UInt8]) -> Void) {
        self.game = game
        self.output = output
        self.chunkSize = max(1, chunkSize)
        writer = JSONByteWriter(capacity: self.chunkSize + 1024)
        subscribe()
    }

    /// Writes the `summary` line and flushes. Only the first call writes.
    public func finish() {
        guard !finished else { return }
        finished = true
        writer.begin("summary")
        writer.key("status")
        writer.raw("\"")
        switch game.status {
        case .completed: writer.raw("completed")
        case .failed: writer.raw("failed")
        case .ready, .playing: writer.raw("incomplete")
        }
        writer.raw("\"")
        writer.key("score")
        writer.int(game.score)
        writer.key("stars")
        writer.int(game.stars)
        writer.key("words")
        writer.strings(game.foundWords)
        writer.key("goals")
        writer.raw("[")
        for (offset, goal) in game.goals.enumerated() {
            if offset > 0 { writer.raw(",") }
            writer.raw("{\"goal\":")
            writer.int(goal.index)
            writer.raw(",\"type\":")
            writer.string(goal.typeName)
            writer.raw(",\"current\":")
            writer.int(goal.current)
            writer.raw(",\"target\":")
            writer.int(goal.target)
            writer.raw(",\"done\":")
            writer.bool(goal.isDone)
            writer.raw("}")
        }
        writer.raw("]")
        writer.end()
        flush()
    }

    /// Hands everything written so far to `output`.
    public func flush() {
        guard !writer.bytes.isEmpty else { return }
        output(writer.bytes)
        writer.bytes.removeAll(keepingCapacity: true)
    }

    private func lineWritten() {
        if writer.bytes.count >= chunkSize { flush() }
    }

    private func on<Payload>(_ event: ObservableEvent<Payload>, _ write: @escaping (JSONLinesTracer, Payload) -> Void) {
        tokens.append(
            event.addObserver(self) { tracer, payload in
                write(tracer, payload)
                tracer.lineWritten()
            })
    }

    private func subscribe() {
        on(game.levelStarted) { tracer, start in tracer.write(start) }
        on(game.validator.wordAccepted) { tracer, word in
            tracer.writer.begin("wordAccepted")
            tracer.writer.key("word")
            tracer.writer.string(word.word)
            tracer.writer.key("path")
            tracer.writer.path(word.path)
            tracer.writer.key("points")
            tracer.writer.int(word.points)
            tracer.writer.end()
        }
        on(game.validator.wordRejected) { tracer, word in
            tracer.writer.begin("wordRejected")
            tracer.writer.key("word")
            tracer.writer.string(word.word)
            tracer.writer.key("reason")
            tracer.writer.string(word.reason.rawValue)
            tracer.writer.end()
        }
        on(game.scoreManager.scoreChanged) { tracer, change in
            tracer.writer.begin("scoreChanged")
            tracer.writer.key("score")
            tracer.writer.int(change.score)
            tracer.writer.key("delta")
            tracer.writer.int(change.delta)
            tracer.writer.end()
        }
        for goal in game.goals {
            on(goal.progressed) { tracer, progress in
                tracer.writer.begin("goalProgress")
                tracer.writer.key("goal")
                tracer.writer.int(progress.goal)
                tracer.writer.key("current")
                tracer.writer.int(progress.current)
                tracer.writer.key("target")
                tracer.writer.int(progress.target)
                tracer.writer.end()
            }
            on(goal.completed) { tracer, index in
                tracer.writer.begin("goalCompleted")
                tracer.writer.key("goal")
                tracer.writer.int(index)
                tracer.writer.end()
            }
        }
        on(game.movesChanged) { tracer, remaining in
            tracer.writer.begin("movesChanged")
            tracer.writer.key("remaining")
            tracer.writer.int(remaining)
            tracer.writer.end()
        }
        on(game.boardChanged) { tracer, board in
            tracer.writer.begin("boardChanged")
            tracer.writer.key("board")
            tracer.writer.board(board)
            tracer.writer.end()
        }
        on(game.shuffled) { tracer, shuffle in
            tracer.writer.begin("shuffled")
            tracer.writer.key("board")
            tracer.writer.board(shuffle.board)
            tracer.writer.key("remaining")
            tracer.writer.int(shuffle.remaining)
            tracer.writer.end()
        }
        on(game.hintShown) { tracer, hint in
            tracer.writer.begin("hint")
            tracer.writer.key("word")
            tracer.writer.optionalString(hint.word)
            tracer.writer.key("path")
            if let path = hint.path { tracer.writer.path(path) } else { tracer.writer.null() }
            tracer.writer.key("remaining")
            tracer.writer.int(hint.remaining)
            tracer.writer.end()
        }
        on(game.moveRefused) { tracer, refusal in
            tracer.writer.begin("moveRefused")
            tracer.writer.key("move")
            tracer.writer.string(refusal.move.rawValue)
            tracer.writer.key("reason")
            tracer.writer.string(refusal.reason.rawValue)
            tracer.writer.end()
        }
        on(game.levelCompleted) { tracer, result in
            tracer.writer.begin("levelCompleted")
            tracer.writer.key("score")
            tracer.writer.int(result.score)
            tracer.writer.key("stars")
            tracer.writer.int(result.stars)
            tracer.writer.end()
        }
        on(game.levelFailed) { tracer, result in
            tracer.writer.begin("levelFailed")
            tracer.writer.key("score")
            tracer.writer.int(result.score)
            tracer.writer.key("reason")
            tracer.writer.string(result.reason.rawValue)
            tracer.writer.end()
        }
    }

    private func write(_ start: LevelStart) {
        writer.begin("levelStarted")
        writer.key("level")
        writer.string(start.level)
        writer.key("title")
        writer.string(start.title)
        writer.key("board")
        writer.board(start.board)
        writer.key("goals")
        writer.raw("[")
        for (offset, goal) in start.goals.enumerated() {
            if offset > 0 { writer.raw(",") }
            writer.raw("{\"goal\":")
            writer.int(goal.goal)
            writer.raw(",\"type\":")
            writer.string(goal.type)
            writer.raw(",\"target\":")
            writer.int(goal.target)
            writer.raw(",\"label\":")
            writer.optionalString(goal.label)
            writer.raw("}")
        }
        writer.raw("]")
        writer.end()
    }
}
