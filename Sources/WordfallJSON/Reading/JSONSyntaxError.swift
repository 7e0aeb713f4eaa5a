/// Why a text is not valid JSON, and where: the first problem found.
package struct JSONSyntaxError: Error, Hashable, Sendable {
    package var location: SourceLocation
    /// A lower-case sentence without a final period, e.g. `expected ':' after the key "moves"`.
    package var message: String
}
