import WordfallCore
import WordfallPlay

/// Where a session's results are saved and its levels in progress kept, and what was saved before: the
/// store the views perform the flow's storage effects on (`PlayFlow.Effect.saveResult`, `.keep`,
/// `.forget`; `FlowStorage`). The executable builds one whole for each kind of play (a pack, a level file,
/// the daily, nothing saved); the views never learn what is behind it (docs/decisions/0420).
///
/// No requirement has a default: a conformer says what each does, so a misspelt method is a compile error
/// ("does not conform"), not a default silently used.
public protocol ProgressRecorder: AnyObject {
    /// Whether results are saved at all (a single level file's are kept as games; a replay's are not).
    var isSaving: Bool { get }
    /// Whether levels left in progress are kept, to be offered to resume.
    var keepsGames: Bool { get }
    /// Saves one finished level. Returns something the player should be told (a result that could not be
    /// saved), or nil.
    func levelFinished(_ result: LevelResult) -> String?
    /// The saved best of a level, nil when it was never played (or nothing is saved).
    func saved(_ levelID: String) -> SavedResult?
    /// Whether the first-steps card was seen already.
    func firstStepsSeen() -> Bool
    /// Remembers that the first-steps card was seen.
    func markFirstStepsSeen()
    /// Keeps a level left in progress, replacing the one kept before for that level: after each move
    /// (`leaving` false: a failure is not told, the next keep tries again) and when the player leaves
    /// (`leaving` true). Returns what the player should be told when it could not be kept.
    func keep(_ game: KeptGame, leaving: Bool) -> String?
    /// The game kept for `level`, ready to resume (its clock where it resumes); nil when none is kept,
    /// or when the one kept was played on another text of the level.
    func kept(_ level: Level) -> KeptGame?
    /// Forgets the kept game `game` (the player chose to start its level again), and no other game kept.
    func forget(_ game: KeptGame)
    /// The rules the player has met in levels played before, by name (`IntroText.rules`): an intro
    /// does not announce them as new.
    func rulesMet() -> Set<String>
    /// Remembers that the player met these rules (a level with them was begun).
    func meetRules(_ rules: Set<String>)
}
