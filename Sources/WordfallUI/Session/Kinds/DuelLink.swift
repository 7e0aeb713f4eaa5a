import WordfallCore

/// How a duel's screen reaches the friend's side: the executable's connection, as closures (the sockets
/// are the executable's, docs/decisions/0421).
package struct DuelLink {
    /// What came from the friend's side since the last look.
    package enum Heard: Hashable, Sendable {
        case messages([DuelMessage])
        /// A line that is not of the protocol (quoted for the message), or one too long.
        case junk(String)
        /// The connection is gone: the other side quit, crashed or lost its network.
        case closed
    }

    /// Sends a message; false when the connection is gone.
    package var send: (DuelMessage) -> Bool
    /// What came since the last look, without waiting.
    package var poll: () -> Heard
    /// Closes the connection.
    package var close: () -> Void

    package init(
        send: @escaping (DuelMessage) -> Bool, poll: @escaping () -> Heard, close: @escaping () -> Void
    ) {
        self.send = send
        self.poll = poll
        self.close = close
    }
}
