import WordfallCore
import WordfallPlay

/// Where the end of each level is recorded (the player's saved data), and what was saved before; a
/// struct of closures, so the saved-data code behind it can change.
public struct ProgressRecorder {
    /// Called once per finished level. Returns something the player should be told (a result that
    /// could not be saved), or nil.
    public var levelFinished: (LevelResult) -> String?
    /// The saved best of a level, nil when it was never played (or nothing is saved).
    public var saved: (_ levelID: String) -> SavedResult?
    /// Whether results are saved at all (a single level file is not recorded).
    public var isSaving: Bool
    /// Whether the first-steps card was seen already.
    public var firstStepsSeen: () -> Bool
    /// Remembers that the first-steps card was seen.
    public var markFirstStepsSeen: () -> Void
    /// Keeps a level left in progress, replacing the one kept before for that level: after each move
    /// (`leaving` false: a failure is not told, the next keep tries again) and when the player leaves
    /// (`leaving` true). Returns what the player should be told when it could not be kept. Nil: levels in
    /// progress are not kept (a replay, a test).
    public var keep: ((_ game: KeptGame, _ leaving: Bool) -> String?)?
    /// The game kept for `level`, ready to resume (its clock where it resumes); nil when none is kept,
    /// or when the one kept was played on another text of the level.
    public var kept: (_ level: Level) -> KeptGame?
    /// Forgets the game kept for `level` (the player chose to start again).
    public var forget: (_ level: Level) -> Void
    /// The rules the player has met in levels played before, by name (`IntroText.rules`): an intro
    /// does not announce them as new.
    public var rulesMet: () -> Set<String> = { [] }
    /// Remembers that the player met these rules (a level with them was begun).
    public var meetRules: (Set<String>) -> Void = { _ in }

    public init(
        levelFinished: @escaping (LevelResult) -> String?,
        saved: @escaping (_ levelID: String) -> SavedResult? = { _ in nil },
        isSaving: Bool = true, firstStepsSeen: @escaping () -> Bool = { true },
        markFirstStepsSeen: @escaping () -> Void = {}, keep: ((_ game: KeptGame, _ leaving: Bool) -> String?)? = nil,
        kept: @escaping (_ level: Level) -> KeptGame? = { _ in nil },
        forget: @escaping (_ level: Level) -> Void = { _ in }
    ) {
        self.levelFinished = levelFinished
        self.saved = saved
        self.isSaving = isSaving
        self.firstStepsSeen = firstStepsSeen
        self.markFirstStepsSeen = markFirstStepsSeen
        self.keep = keep
        self.kept = kept
        self.forget = forget
    }

    /// Records nothing (a single level file played on its own).
    public static var none: ProgressRecorder { ProgressRecorder(levelFinished: { _ in nil }, isSaving: false) }
}
