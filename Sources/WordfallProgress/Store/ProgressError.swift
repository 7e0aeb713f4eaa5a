/// Progress that could not be saved; the message says where and why.
public struct ProgressError: Error, Hashable, Sendable, CustomStringConvertible {
    /// One line for the player, e.g. `cannot save progress to /x/progress.json: Permission denied`.
    public var message: String

    public init(message: String) {
        self.message = message
    }

    public var description: String { message }
}
