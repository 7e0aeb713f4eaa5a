/// Where the end of each level is recorded (the player's saved data); a struct of closures.
public struct ProgressRecorder {
    /// Called once per finished level. Returns something the player should be told (a result that
    /// could not be saved), or nil.
    public var levelFinished: (LevelResult) -> String?

    public init(levelFinished: @escaping (LevelResult) -> String?) {
        self.levelFinished = levelFinished
    }

    /// Records nothing.
    public static var none: ProgressRecorder { ProgressRecorder { _ in nil } }
}
