/// A line and column in a source file, both counted from 1.
///
/// Columns count Unicode scalars (a tab is one column), as most editors do.
package struct SourceLocation: Hashable, Sendable, CustomStringConvertible {
    package var line: Int
    package var column: Int

    package init(line: Int, column: Int) {
        self.line = line
        self.column = column
    }

    package var description: String { "\(line):\(column)" }
}
