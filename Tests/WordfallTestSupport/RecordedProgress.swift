import WordfallCore
import WordfallPlay
import WordfallProgress
import WordfallUI

/// A `ProgressRecorder` for tests: each requirement answered by a closure the test gives (saved results in
/// a dictionary, games kept in memory), nothing written anywhere.
public final class RecordedProgress: ProgressRecorder {
    private let finish: (LevelResult) -> String?
    public var savedResult: (_ levelID: String) -> SavedResult?
    public let isSaving: Bool
    private let seen: () -> Bool
    private let markSeen: () -> Void
    private let keeper: ((_ game: KeptGame, _ leaving: Bool) -> String?)?
    private let keptGame: (_ level: Level) -> KeptGame?
    private let forgetting: (_ game: KeptGame) -> Void
    /// The rules met before (`rulesMet()`), and what remembers more (`meetRules(_:)`).
    public var met: () -> Set<String> = { [] }
    public var meet: (Set<String>) -> Void = { _ in }

    /// `keep` nil: levels in progress are not kept.
    public init(
        levelFinished: @escaping (LevelResult) -> String?,
        saved: @escaping (_ levelID: String) -> SavedResult? = { _ in nil },
        isSaving: Bool = true, firstStepsSeen: @escaping () -> Bool = { true },
        markFirstStepsSeen: @escaping () -> Void = {}, keep: ((_ game: KeptGame, _ leaving: Bool) -> String?)? = nil,
        kept: @escaping (_ level: Level) -> KeptGame? = { _ in nil },
        forget: @escaping (_ game: KeptGame) -> Void = { _ in }
    ) {
        self.finish = levelFinished
        self.savedResult = saved
        self.isSaving = isSaving
        self.seen = firstStepsSeen
        self.markSeen = markFirstStepsSeen
        self.keeper = keep
        self.keptGame = kept
        self.forgetting = forget
    }

    public var keepsGames: Bool { keeper != nil }
    public func levelFinished(_ result: LevelResult) -> String? { finish(result) }
    public func saved(_ levelID: String) -> SavedResult? { savedResult(levelID) }
    public func firstStepsSeen() -> Bool { seen() }
    public func markFirstStepsSeen() { markSeen() }
    public func keep(_ game: KeptGame, leaving: Bool) -> String? { keeper?(game, leaving) }
    public func kept(_ level: Level) -> KeptGame? { keptGame(level) }
    public func forget(_ game: KeptGame) { forgetting(game) }
    public func rulesMet() -> Set<String> { met() }
    public func meetRules(_ rules: Set<String>) { meet(rules) }
}
