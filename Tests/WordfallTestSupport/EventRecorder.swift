import Events
import WordfallCore

/// Records every event a game publishes (its `events` stream), as short lines, in delivery order.
public final class EventRecorder {
    public private(set) var log: [String] = []
    private var token: ObserverToken?

    public init(_ game: Game) {
        token = game.events.addObserver(self) { recorder, event in recorder.log.append(Self.line(event)) }
    }

    /// The events since the last call.
    public func take() -> [String] {
        defer { log.removeAll() }
        return log
    }

    /// One event as a short line.
    public static func line(_ event: GameEvent) -> String {
        switch event {
        case .levelStarted(let start): "levelStarted \(start.level) \(rows(start.board)) goals=\(start.goals.count)"
        case .wordAccepted(let word): "wordAccepted \(word.word) \(cells(word.path)) \(word.points)"
        case .wordRejected(let word): "wordRejected \(word.word) \(word.reason.rawValue)"
        case .charged(let charge): "charged \(charge.cost.rawValue) \(charge.amount)"
        case .scoreChanged(let change): "scoreChanged \(change.score) +\(change.delta)"
        case .goalProgressed(let progress): "goalProgress \(progress.goal) \(progress.current)/\(progress.target)"
        case .goalCompleted(let index): "goalCompleted \(index)"
        case .movesChanged(let remaining): "movesChanged \(remaining)"
        case .boardChanged(let board): "boardChanged \(rows(board))"
        case .shuffled(let result): "shuffled \(rows(result.board)) \(result.remaining)"
        case .hintShown(let hint):
            "hint \(hint.word ?? "nil") \(hint.path.map(cells) ?? "nil") \(hint.points.map(String.init) ?? "nil") \(hint.remaining)"
        case .moveRefused(let refused): "moveRefused \(refused.move.rawValue) \(refused.reason.rawValue)"
        case .goalsDone(let done): "goalsDone \(done.score) stars=\(done.stars)"
        case .levelCompleted(let completed):
            "levelCompleted \(completed.score) stars=\(completed.stars) \(completed.ending.rawValue)"
        case .levelFailed(let failed): "levelFailed \(failed.score) \(failed.reason.rawValue)"
        case .levelEndedByPlayer(let ended): "levelEndedByPlayer \(ended.score) after \(ended.elapsed)"
        case .clockTicked(let tick): "clockTicked \(tick.elapsed) \(tick.remaining.map { String($0) } ?? "nil")"
        case .tileLit(let tile): "tileLit \(tile.cell) \(tile.letter) fuse=\(tile.fuse)"
        case .tileBurned(let tile): "tileBurned \(tile.cell) \(tile.letter) \(tile.remaining)"
        case .rewardDropped(let tile): "rewardDropped \(tile.cell) \(tile.bonus.rawValue) \(tile.word)"
        case .scrambled(let result): "scrambled \(rows(result.board)) \(result.remaining)"
        case .levelRose(let rise): "levelRose \(rise.level) \(rise.burnEvery) \(rise.hardLetters)"
        }
    }

    public static func rows(_ board: Board) -> String { board.rowStrings.joined(separator: "/") }
    public static func cells(_ path: [Position]) -> String { path.map(\.description).joined(separator: " ") }
}
