import Events
import WordfallCore

/// Records every event a game and its goals publish, as short lines, in delivery order.
public final class EventRecorder {
    public private(set) var log: [String] = []
    private var tokens: Set<ObserverToken> = []

    public init(_ game: Game) {
        func on<P>(_ event: ObservableEvent<P>, _ describe: @escaping (P) -> String) {
            event.addObserver(self) { recorder, payload in recorder.log.append(describe(payload)) }.store(in: &tokens)
        }
        on(game.levelStarted) { "levelStarted \($0.level) \(Self.rows($0.board)) goals=\($0.goals.count)" }
        on(game.validator.wordAccepted) { "wordAccepted \($0.word) \(Self.cells($0.path)) \($0.points)" }
        on(game.validator.wordRejected) { "wordRejected \($0.word) \($0.reason.rawValue)" }
        on(game.scoreManager.scoreChanged) { "scoreChanged \($0.score) +\($0.delta)" }
        on(game.moveSettled) { "moveSettled" }
        for goal in game.goals {
            on(goal.progressed) { "goalProgress \($0.goal) \($0.current)/\($0.target)" }
            on(goal.completed) { "goalCompleted \($0)" }
        }
        on(game.completion.allGoalsCompleted) { "allGoalsCompleted" }
        on(game.movesChanged) { "movesChanged \($0)" }
        on(game.boardChanged) { "boardChanged \(Self.rows($0))" }
        on(game.shuffled) { "shuffled \(Self.rows($0.board)) \($0.remaining)" }
        on(game.hintShown) { hint in
            "hint \(hint.word ?? "nil") \(hint.path.map(Self.cells) ?? "nil") \(hint.points.map(String.init) ?? "nil") \(hint.remaining)"
        }
        on(game.moveRefused) { "moveRefused \($0.move.rawValue) \($0.reason.rawValue)" }
        on(game.levelCompleted) { "levelCompleted \($0.score) stars=\($0.stars)" }
        on(game.levelFailed) { "levelFailed \($0.score) \($0.reason.rawValue)" }
        on(game.clockTicked) { "clockTicked \($0.elapsed) \($0.remaining.map { String($0) } ?? "nil")" }
    }

    /// The events since the last call.
    public func take() -> [String] {
        defer { log.removeAll() }
        return log
    }

    public static func rows(_ board: Board) -> String { board.rowStrings.joined(separator: "/") }
    public static func cells(_ path: [Position]) -> String { path.map(\.description).joined(separator: " ") }
}
