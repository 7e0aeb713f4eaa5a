import WordfallCore
import WordfallPlay

/// Saves nothing and keeps nothing: a replay, a test.
public final class NoProgress: ProgressRecorder {
    public init() {}
    public var isSaving: Bool { false }
    public var keepsGames: Bool { false }
    public func levelFinished(_ result: LevelResult) -> String? { nil }
    public func saved(_ levelID: String) -> SavedResult? { nil }
    public func firstStepsSeen() -> Bool { true }
    public func markFirstStepsSeen() {}
    public func keep(_ game: KeptGame, leaving: Bool) -> String? { nil }
    public func kept(_ level: Level) -> KeptGame? { nil }
    public func forget(_ game: KeptGame) {}
    public func rulesMet() -> Set<String> { [] }
    public func meetRules(_ rules: Set<String>) {}
}
