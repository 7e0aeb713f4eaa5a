/// What is shown before a level's clock starts: the first-steps card, or the lines about what the
/// level brings that is new. Any key starts the level.
public struct IntroCard: Hashable, Sendable {
    public var title: String
    public var lines: [String]
    /// The last line, which says what the keys do.
    public var prompt: String

    public init(title: String, lines: [String], prompt: String = "Press any key to start") {
        self.title = title
        self.lines = lines
        self.prompt = prompt
    }
}
