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

    public init(
        levelFinished: @escaping (LevelResult) -> String?,
        saved: @escaping (_ levelID: String) -> SavedResult? = { _ in nil },
        isSaving: Bool = true, firstStepsSeen: @escaping () -> Bool = { true },
        markFirstStepsSeen: @escaping () -> Void = {}
    ) {
        self.levelFinished = levelFinished
        self.saved = saved
        self.isSaving = isSaving
        self.firstStepsSeen = firstStepsSeen
        self.markFirstStepsSeen = markFirstStepsSeen
    }

    /// Records nothing (a single level file played on its own).
    public static var none: ProgressRecorder { ProgressRecorder(levelFinished: { _ in nil }, isSaving: false) }
}
