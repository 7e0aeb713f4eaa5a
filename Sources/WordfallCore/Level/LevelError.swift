/// A level file or pack that cannot be played, with every problem found in it.
///
/// The command line prints `lines` to stderr, one per problem, and exits with
/// status 2. `diagnostics` is never empty.
public struct LevelError: Error, Hashable, Sendable, CustomStringConvertible {
    public var diagnostics: [LevelDiagnostic]

    public init(diagnostics: [LevelDiagnostic]) {
        self.diagnostics = diagnostics
    }

    /// One line per problem, in the order found (file order, then checks that span the file).
    public var lines: [String] { diagnostics.map(\.description) }

    /// The lines joined with newlines (no trailing newline).
    public var description: String { lines.joined(separator: "\n") }
}
