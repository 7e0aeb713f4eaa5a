/// A goal type of your own: its name in level files, its fields, how to read and check them, how to
/// describe a goal of it, and how to build its `Goal`.
///
/// Give the types to `LevelLoader(goalTypes:)`; a level file may then name one
/// (`{"type": "sameInitialRun", "count": 3}`), and every `Game` built from the
/// level builds its goal, whatever `GoalFactory` it was given. docs/MODEL.md,
/// "A goal of your own", walks through one. A name of a built-in `GoalType`
/// stays the built-in type.
public struct CustomGoalType: Hashable, Sendable {
    /// The `type` string of level files and of the headless output.
    public let name: String
    /// The fields the type takes besides `type` and `label`, each required, in the order messages list them.
    public let fields: [String]
    let describe: @Sendable (CustomGoal) -> String
    let decode: @Sendable (inout GoalFieldReader) -> CustomGoal?
    let make: @Sendable (GoalSpec, Int, GoalSources) -> any Goal

    /// - Parameters:
    ///   - name: the `type` string.
    ///   - fields: the fields besides `type` and `label`; a level file must give each, and no other.
    ///   - describe: the words a screen shows for a goal of this type with no `label`.
    ///   - decode: reads the fields with the reader (which reports problems with file, line and field),
    ///     returns the goal, or nil when a field was wrong.
    ///   - make: builds the goal at an index of the level's list, subscribed to the sources.
    public init(
        name: String, fields: [String], describe: @escaping @Sendable (CustomGoal) -> String,
        decode: @escaping @Sendable (inout GoalFieldReader) -> CustomGoal?,
        make: @escaping @Sendable (_ spec: GoalSpec, _ index: Int, _ sources: GoalSources) -> any Goal
    ) {
        self.name = name
        self.fields = fields
        self.describe = describe
        self.decode = decode
        self.make = make
    }

    /// Two types are the same when they have the same name.
    public static func == (lhs: CustomGoalType, rhs: CustomGoalType) -> Bool { lhs.name == rhs.name }

    public func hash(into hasher: inout Hasher) { hasher.combine(name) }
}
