/// What is shown before a level's clock starts: the first-steps card, or the lines about what the
/// level brings that is new. Any key starts the level.
package struct IntroCard: Hashable, Sendable {
    package var title: String
    package var lines: [String]
    /// The last line, which says what the keys do.
    package var prompt: String

    package init(title: String, lines: [String], prompt: String = "Press any key to start") {
        self.title = title
        self.lines = lines
        self.prompt = prompt
    }
}
