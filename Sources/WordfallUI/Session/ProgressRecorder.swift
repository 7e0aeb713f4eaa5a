/// Where the end of each level is recorded (the saved progress of a pack), and what was saved
/// before; a struct of closures, so the saved-progress code behind it can change.
public struct ProgressRecorder {
    /// Called once per finished level with its id, whether it was completed, the score and the stars.
    /// Returns something the player should be told (progress that could not be saved), or nil.
    public var levelFinished: (_ levelID: String, _ completed: Bool, _ score: Int, _ stars: Int) -> String?
    /// The saved best of a level, nil when it was never played (or nothing is saved).
    public var saved: (_ levelID: String) -> SavedResult?
    /// Whether results are saved at all (a single level file is not recorded).
    public var isSaving: Bool
    /// Whether the first-steps card was seen already.
    public var firstStepsSeen: () -> Bool
    /// Remembers that the first-steps card was seen.
    public var markFirstStepsSeen: () -> Void

    public init(
        levelFinished: @escaping (_ levelID: String, _ completed: Bool, _ score: Int, _ stars: Int) -> String?,
        saved: @escaping (_ levelID: String) -> SavedResult? = { _ in nil }, isSaving: Bool = true,
        firstStepsSeen: @escaping () -> Bool = { true }, markFirstStepsSeen: @escaping () -> Void = {}
    ) {
        self.levelFinished = levelFinished
        self.saved = saved
        self.isSaving = isSaving
        self.firstStepsSeen = firstStepsSeen
        self.markFirstStepsSeen = markFirstStepsSeen
    }

    /// Records nothing (a single level file played on its own).
    public static var none: ProgressRecorder { ProgressRecorder(levelFinished: { _, _, _, _ in nil }, isSaving: false) }
}
