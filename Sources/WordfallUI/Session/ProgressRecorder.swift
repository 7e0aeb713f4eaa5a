/// Where the end of each level is recorded (the saved progress of a pack); a struct of closures.
public struct ProgressRecorder {
    /// Called once per finished level with its id, whether it was completed, the score and the stars.
    /// Returns something the player should be told (progress that could not be saved), or nil.
    public var levelFinished: (_ levelID: String, _ completed: Bool, _ score: Int, _ stars: Int) -> String?

    public init(levelFinished: @escaping (_ levelID: String, _ completed: Bool, _ score: Int, _ stars: Int) -> String?)
    {
        self.levelFinished = levelFinished
    }

    /// Records nothing (a single level file played on its own).
    public static var none: ProgressRecorder { ProgressRecorder { _, _, _, _ in nil } }
}
