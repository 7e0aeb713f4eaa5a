/// A parsed JSON value that remembers where it was written.
///
/// Unlike Foundation's `JSONSerialization`, objects keep every member in file
/// order, duplicates included, and every value and key knows its line and
/// column, so a level file's problems can be reported where they are.
package struct JSONValue: Hashable, Sendable {
    /// What kind of value this is, with its contents.
    package enum Kind: Hashable, Sendable {
        case null
        case bool(Bool)
        case number(JSONNumber)
        case string(String)
        case array([JSONValue])
        case object([Member])
    }

    /// One `"key": value` pair of an object, with the key's position.
    package struct Member: Hashable, Sendable {
        package var key: String
        package var keyLocation: SourceLocation
        package var value: JSONValue
    }

    package var kind: Kind
    /// Where the value starts (its first character).
    package var location: SourceLocation

    /// A short, single-line rendering for messages: strings quoted and
    /// escaped (cut at 40 characters), numbers as written (cut at 40 too), containers by kind.
    package var summary: String {
        switch kind {
        case .null: "null"
        case .bool(let value): value ? "true" : "false"
        case .number(let number):
            // A number's text is ASCII digits, signs, dots and exponents: only its length needs a cut.
            number.text.count <= 40
                ? number.text : String(number.text.prefix(40)) + "...(\(number.text.count) characters in all)"
        case .string(let string): JSONString.quoted(string, limit: 40)
        case .array: "an array"
        case .object: "an object"
        }
    }
}
