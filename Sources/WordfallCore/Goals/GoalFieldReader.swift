import WordfallJSON

/// Reads the fields of a custom goal from its level file, reporting each problem as the built-in
/// types do: `FILE:LINE:COLUMN: error: goals[N].FIELD: MESSAGE`.
///
/// Every field the type names is there when `decode` is called (the loader has
/// already reported a missing or unknown one).
public struct GoalFieldReader {
    /// The type being read.
    public let type: CustomGoalType
    var reader: ValueReader
    let fields: [String: JSONValue]
    let path: String
    let location: SourceLocation

    /// The field `name`: a whole number in `range`, or nil (reported).
    public mutating func integer(_ name: String, in range: ClosedRange<Int>) -> Int? {
        guard let value = field(name) else { return nil }
        return reader.integer(value, path: ValueReader.child(path, name), in: range)
    }

    /// The field `name`: a string with something other than spaces in it, or nil (reported).
    public mutating func string(_ name: String) -> String? {
        guard let value = field(name) else { return nil }
        return reader.string(value, path: ValueReader.child(path, name))
    }

    /// Reports a problem with the field `name` (a value the type does not accept).
    public mutating func report(_ name: String, _ message: String) {
        let place = fields[name]?.location ?? location
        reader.report(ValueReader.child(path, name), message, at: place)
    }

    private mutating func field(_ name: String) -> JSONValue? {
        guard let value = fields[name] else {
            reader.report(
                path,
                "a \(type.name) goal has no field \"\(name)\" (it takes \(LevelDecoder.describeFields(type.fields)))",
                at: location)
            return nil
        }
        return value
    }
}
