/// Progress that could not be saved; the message says where and why.
public struct ProgressError: Error, Hashable, Sendable, CustomStringConvertible {
    /// One line for the player, e.g. `cannot save progress to /x/progress.json: Permission denied`.
    public var message: String
    /// The database was locked by another process for longer than the write was willing to wait.
    public var isBusy: Bool

    public init(message: String, isBusy: Bool = false) {
        self.message = message
        self.isBusy = isBusy
    }

    public var description: String { message }
}
