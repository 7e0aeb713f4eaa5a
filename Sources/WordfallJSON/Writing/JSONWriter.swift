/// Builds JSON text value by value, writing the commas, colons and layout for the caller.
///
/// Each container chooses its layout (`Layout`), so one document can mix them: a level file has its
/// rules on one line and its goals one a line. Strings go through `JSONString`, in the writer's style; members
/// are written in the order given. A value where a key is due (or the reverse) is a mistake of the
/// caller, caught by `assert` in debug builds.
///
/// ```swift
/// var writer = JSONWriter()
/// writer.object { object in
///     object.member("word", "QUIZ")
///     object.key("path")
///     object.array { $0.number(1); $0.number(2) }
/// }
/// writer.text  // {"word":"QUIZ","path":[1,2]}
/// ```
package struct JSONWriter {
    /// How a container lays out what it holds.
    package enum Layout: Sendable {
        /// `{"a":1,"b":[2,3]}`: no spaces (one-line machine output).
        case compact
        /// `{"a": 1, "b": [2, 3]}`: a space after each comma and colon.
        case spaced
        /// One member or element a line, indented two spaces a level, `"key": value`.
        case lines
    }

    private struct Container {
        var layout: Layout
        var isObject: Bool
        var count = 0
        var expectsValue = false
    }

    /// The UTF-8 text written so far.
    package private(set) var bytes: [UInt8] = []
    private var open: [Container] = []
    private let style: JSONString.Style

    /// A writer whose strings and keys are escaped in `style`.
    package init(style: JSONString.Style = .json) {
        self.style = style
    }

    /// The text written so far.
    package var text: String { String(decoding: bytes, as: UTF8.self) }

    /// Writes an object whose members `body` writes.
    package mutating func object(_ layout: Layout = .compact, _ body: (inout JSONWriter) -> Void) {
        container(layout, isObject: true, open: UInt8(ascii: "{"), close: UInt8(ascii: "}"), body)
    }

    /// Writes an array whose elements `body` writes.
    package mutating func array(_ layout: Layout = .compact, _ body: (inout JSONWriter) -> Void) {
        container(layout, isObject: false, open: UInt8(ascii: "["), close: UInt8(ascii: "]"), body)
    }

    /// Writes the key of the next member of the object being written; its value comes next.
    package mutating func key(_ name: String) {
        assert(open.last?.isObject == true && open.last?.expectsValue == false, "a key outside an object")
        separate()
        JSONString.append(name, to: &bytes, style: style)
        bytes.append(UInt8(ascii: ":"))
        if open.last?.layout != .compact { bytes.append(UInt8(ascii: " ")) }
        open[open.count - 1].expectsValue = true
    }

    package mutating func string(_ value: String) {
        beginValue()
        JSONString.append(value, to: &bytes, style: style)
    }

    package mutating func number(_ value: Int) {
        beginValue()
        bytes.append(contentsOf: value.description.utf8)
    }

    package mutating func number(_ value: UInt64) {
        beginValue()
        bytes.append(contentsOf: value.description.utf8)
    }

    /// Writes `value` as Swift prints it (`30.0`, `0.5`), which JSON reads back exactly; `null` when it
    /// is not finite, as JSON has no infinity nor NaN.
    package mutating func number(_ value: Double) {
        beginValue()
        bytes.append(contentsOf: (value.isFinite ? value.description : "null").utf8)
    }

    package mutating func bool(_ value: Bool) {
        beginValue()
        bytes.append(contentsOf: (value ? "true" : "false").utf8)
    }

    package mutating func null() {
        beginValue()
        bytes.append(contentsOf: "null".utf8)
    }

    /// `"key": value`.
    package mutating func member(_ key: String, _ value: String) {
        self.key(key)
        string(value)
    }

    /// `"key": value`.
    package mutating func member(_ key: String, _ value: Int) {
        self.key(key)
        number(value)
    }

    /// `"key": value`.
    package mutating func member(_ key: String, _ value: UInt64) {
        self.key(key)
        number(value)
    }

    /// `"key": value`.
    package mutating func member(_ key: String, _ value: Double) {
        self.key(key)
        number(value)
    }

    /// `"key": value`.
    package mutating func member(_ key: String, _ value: Bool) {
        self.key(key)
        bool(value)
    }

    private mutating func container(
        _ layout: Layout, isObject: Bool, open opening: UInt8, close closing: UInt8,
        _ body: (inout JSONWriter) -> Void
    ) {
        beginValue()
        bytes.append(opening)
        open.append(Container(layout: layout, isObject: isObject))
        body(&self)
        let closed = open.removeLast()
        assert(!closed.expectsValue, "a key without a value")
        if closed.layout == .lines && closed.count > 0 { newline() }
        bytes.append(closing)
    }

    /// Before a value: the separator in an array; nothing in an object (its key wrote it).
    private mutating func beginValue() {
        guard let last = open.last else {
            assert(bytes.isEmpty, "two values at the top level")
            return
        }
        if last.isObject {
            assert(last.expectsValue, "a value without a key in an object")
            open[open.count - 1].expectsValue = false
        } else {
            separate()
        }
    }

    /// The comma before every member or element but the first, and the line break of a `.lines` container.
    private mutating func separate() {
        let index = open.count - 1
        let layout = open[index].layout
        if open[index].count > 0 {
            bytes.append(UInt8(ascii: ","))
            if layout == .spaced { bytes.append(UInt8(ascii: " ")) }
        }
        if layout == .lines { newline() }
        open[index].count += 1
    }

    /// A line break and two spaces for each open container.
    private mutating func newline() {
        bytes.append(UInt8(ascii: "\n"))
        bytes.append(contentsOf: repeatElement(UInt8(ascii: " "), count: 2 * open.count))
    }
}
