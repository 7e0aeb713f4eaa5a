/// A game left in progress, as the home screen's Continue entry offers it.
///
/// The saved data that keeps a game in progress, and the model that rebuilds it, come with the model
/// side of "Fair play" (issue 22): until they are connected `HomeContent.inProgress` is nil and
/// Continue plays the campaign of the pack played last.
public struct ResumableGame: Hashable, Sendable {
    /// What Continue says of it: "Eager Es, 1,230 points (level 4 of 13)", "today's puzzle, 350 points".
    public var title: String

    public init(title: String) { self.title = title }
}
