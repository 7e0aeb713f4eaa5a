/// The goal types a level file may name: the one list of their `type` strings and fields.
///
/// Every switch on a goal type is over this enum (or `GoalKind`), never over a string with a
/// `default:`, so a new case is a compile error at each place that must learn it: its fields
/// here, its decoding (`LevelDecoder+Goals.swift`), its class (`GoalFactory.standard`) and its
/// description (the UI's `GoalKind.generatedDescription`).
public enum GoalType: String, CaseIterable, Hashable, Sendable {
    case score
    case words
    case longWords
    case word
    case wordScore
    case letter
    case bonusTiles
    case streak

    /// The fields the type takes besides `type` and `label`, in the order messages list them.
    public var fields: [String] {
        switch self {
        case .score, .wordScore: ["target"]
        case .words, .bonusTiles, .streak: ["count"]
        case .longWords: ["count", "minLength"]
        case .word: ["word"]
        case .letter: ["letter", "count"]
        }
    }
}
