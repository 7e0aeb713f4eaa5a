/// What a submission gets, decided without publishing anything.
///
/// `WordValidator.submit` publishes exactly this verdict, and a preview (the
/// word line under the board) shows it before Enter, so the two cannot differ.
public enum WordVerdict: Hashable, Sendable {
    /// It passes every check: the word, its path (the best one for a typed word), the tiles and the points.
    case accepted(AcceptedWord)
    /// The first check that fails.
    case rejected(RejectedWord)
}
