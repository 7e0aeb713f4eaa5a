import WordfallCore

extension OutputBuffer {
    /// Writes everything waiting and fails if any write failed: the output is incomplete, and a
    /// command must not exit as if it were whole (`wordfall run ... > /dev/full`).
    ///
    /// - Throws: `CommandFailure` with `Wordfall.outputFailedStatus`, naming the output.
    func finish(name: String = "standard output") throws(CommandFailure) {
        flush()
        guard let failure else { return }
        throw CommandFailure(
            lines: ["wordfall: error: cannot write to \(name): \(failure.reason)"], status: Wordfall.outputFailedStatus)
    }
}
