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
/// | `charged` | `cost`, `amount` |
/// | `scoreChanged` | `score`, `delta` |
/// | `goalProgress` | `goal`, `current`, `target` |
/// | `goalCompleted` | `goal` |
/// | `movesChanged` | `remaining` |
/// | `boardChanged` | `board` |
/// | `shuffled` | `board`, `remaining` |
/// | `hint` | `word`, `path`, `remaining` |
/// | `moveRefused` | `move`, `reason` |
/// | `goalsDone` | `score`, `stars` |
/// | `levelCompleted` | `score`, `stars`, `ending` |
/// | `levelFailed` | `score`, `reason` |
/// | `levelEnded` | `score` |
/// | `tileLit` | `cell`, `letter`, `fuse` |
/// | `tileBurned` | `cell`, `letter`, `remaining` |
/// | `rewardTile` | `cell`, `bonus`, `word` |
/// | `scrambled` | `board`, `remaining` |
/// | `levelRose` | `level`, `burnEvery`, `hardLetters` |
/// | `summary` | `status`, `score`, `stars`, `words`, `goals` (each `goal`, `type`, `current`, `target`, `done`) |
///
/// No spaces anywhere; paths are `[[row,col],...]`, boards arrays of row strings.
public final class JSONLinesTracer {
    private let game: Game
    private let output: ([UInt8]) -> Void
    private let chunkSize: Int
    private var writer: JSONByteWriter
    private var token: ObserverToken?
    private var finished = false
    /// A challenge's result line for the summary (`result`), made from the game at its end; nil for none.
    public var result: ((Game) -> String)?

    /// Subscribes to `game` and its goals; subscribe before `game.start()` to see `levelStarted`.
    /// - Parameters:
    ///   - chunkSize: how many bytes to gather before calling `output`.
    ///   - output: receives the bytes of whole lines, in order.
    public init(game: Game, chunkSize: Int = 1 << 16, output: @escaping ([UInt8]) -> Void) {
        self.game = game
        self.output = output
        self.chunkSize = max(1, chunkSize)
        writer = JSONByteWriter(capacity: self.chunkSize + 1024)
        writer.language = game.level.language
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
        case .ended: writer.raw("ended")
        case .ready, .playing: writer.raw("incomplete")
        }
        writer.raw("\"")
        writer.key("score")
        writer.int(game.score)
        writer.key("stars")
        writer.int(game.stars)
        writer.key("words")
        writer.words(game.foundWords)
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
        if let result {
            writer.key("result")
            writer.string(result(game))
        }
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

    private func subscribe() {
        token = game.events.addObserver(self) { tracer, event in
            if tracer.write(event) { tracer.lineWritten() }
        }
    }

    /// Writes the line of one event; returns false for the events docs/HEADLESS.md does not print.
    private func write(_ event: GameEvent) -> Bool {
        switch event {
        case .levelStarted(let start): write(start)
        case .wordAccepted(let word):
            writer.begin("wordAccepted")
            writer.key("word")
            writer.word(word.word)
            writer.key("path")
            writer.path(word.path)
            writer.key("points")
            writer.int(word.points)
        case .wordRejected(let word):
            writer.begin("wordRejected")
            writer.key("word")
            writer.word(word.word)
            writer.key("reason")
            writer.string(word.reason.rawValue)
        case .charged(let charge):
            writer.begin("charged")
            writer.key("cost")
            writer.string(charge.cost.rawValue)
            writer.key("amount")
            writer.int(charge.amount)
        case .scoreChanged(let change):
            writer.begin("scoreChanged")
            writer.key("score")
            writer.int(change.score)
            writer.key("delta")
            writer.int(change.delta)
        case .goalProgressed(let progress):
            writer.begin("goalProgress")
            writer.key("goal")
            writer.int(progress.goal)
            writer.key("current")
            writer.int(progress.current)
            writer.key("target")
            writer.int(progress.target)
        case .goalCompleted(let index):
            writer.begin("goalCompleted")
            writer.key("goal")
            writer.int(index)
        case .movesChanged(let remaining):
            writer.begin("movesChanged")
            writer.key("remaining")
            writer.int(remaining)
        case .boardChanged(let board):
            writer.begin("boardChanged")
            writer.key("board")
            writer.board(board)
        case .shuffled(let shuffle):
            writer.begin("shuffled")
            writer.key("board")
            writer.board(shuffle.board)
            writer.key("remaining")
            writer.int(shuffle.remaining)
        case .hintShown(let hint):
            writer.begin("hint")
            writer.key("word")
            if let word = hint.word { writer.word(word) } else { writer.optionalString(nil) }
            writer.key("path")
            if let path = hint.path { writer.path(path) } else { writer.null() }
            writer.key("remaining")
            writer.int(hint.remaining)
        case .moveRefused(let refusal):
            writer.begin("moveRefused")
            writer.key("move")
            writer.string(refusal.move.rawValue)
            writer.key("reason")
            writer.string(refusal.reason.rawValue)
        case .goalsDone(let done):
            writer.begin("goalsDone")
            writer.key("score")
            writer.int(done.score)
            writer.key("stars")
            writer.int(done.stars)
        case .levelCompleted(let result):
            writer.begin("levelCompleted")
            writer.key("score")
            writer.int(result.score)
            writer.key("stars")
            writer.int(result.stars)
            writer.key("ending")
            writer.string(result.ending.rawValue)
        case .levelFailed(let result):
            writer.begin("levelFailed")
            writer.key("score")
            writer.int(result.score)
            writer.key("reason")
            writer.string(result.reason.rawValue)
        case .levelEndedByPlayer(let ended):
            writer.begin("levelEnded")
            writer.key("score")
            writer.int(ended.score)
        case .clockTicked:
            // Not in docs/HEADLESS.md: waits print nothing.
            return false
        case .tileLit(let lit): writeTile("tileLit", lit.cell, lit.letter, "fuse", lit.fuse)
        case .tileBurned(let burned): writeTile("tileBurned", burned.cell, burned.letter, "remaining", burned.remaining)
        case .rewardDropped(let reward):
            writer.begin("rewardTile")
            writer.key("cell")
            writeCell(reward.cell)
            writer.key("bonus")
            writer.string(String(reward.bonus.rawValue))
            writer.key("word")
            writer.word(reward.word)
        case .scrambled(let scramble):
            writer.begin("scrambled")
            writer.key("board")
            writer.board(scramble.board)
            writer.key("remaining")
            writer.int(scramble.remaining)
        case .levelRose(let rise):
            writer.begin("levelRose")
            writer.key("level")
            writer.int(rise.level)
            writer.key("burnEvery")
            writer.int(rise.burnEvery)
            writer.key("hardLetters")
            writer.int(rise.hardLetters)
        }
        writer.end()
        return true
    }

    /// A tile event's line: `cell` as `[row,column]`, `letter`, then one whole number.
    private func writeTile(_ name: StaticString, _ cell: Position, _ letter: String, _ key: StaticString, _ value: Int)
    {
        writer.begin(name)
        writer.key("cell")
        writeCell(cell)
        writer.key("letter")
        writer.string(letter)
        writer.key(key)
        writer.int(value)
    }

    private func writeCell(_ cell: Position) {
        writer.raw("[")
        writer.int(cell.row)
        writer.raw(",")
        writer.int(cell.column)
        writer.raw("]")
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
    }
}
