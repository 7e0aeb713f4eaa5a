/// Progress that could not be saved; the message says where and why.
package struct ProgressError: Error, Hashable, Sendable, CustomStringConvertible {
    /// One line for the player, e.g. `cannot save progress to /x/progress.json: Permission denied`.
    package var message: String
    /// The database was locked by another process for longer than the write was willing to wait.
    package var isBusy: Bool

    package init(message: String, isBusy: Bool = false) {
        self.message = message
        self.isBusy = isBusy
    }

    package var description: String { message }
}
