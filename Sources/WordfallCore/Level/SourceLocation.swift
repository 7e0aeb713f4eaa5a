/// A line and column in a source file, both counted from 1.
///
/// Columns count Unicode scalars (a tab is one column), as most editors do.
package struct SourceLocation: Hashable, Sendable, CustomStringConvertible {
    var line: Int
    var column: Int

    package var description: String { "\(line):\(column)" }
}
