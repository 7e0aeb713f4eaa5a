/// Which senders an ``EventCenter`` observer listens to: any sender, or one only.
///
/// ```swift
/// center.addObserver(for: .scoreChanged, from: .anySender) { score, manager in ... }
/// center.addObserver(for: .scoreChanged, from: .only(manager)) { score, _ in ... }
/// ```
public struct SenderFilter<Sender: AnyObject> {
    /// The one sender listened to, held weakly by the observation; `nil` for any sender.
    @usableFromInline let sender: Sender?

    /// Every sender of the notification.
    public static var anySender: SenderFilter { SenderFilter(sender: nil) }

    /// `sender` only, held weakly: once it is freed the observer is never called again.
    ///
    /// - Parameter sender: The sender to listen to.
    /// - Returns: A filter that passes that sender's notifications only.
    public static func only(_ sender: Sender) -> SenderFilter {
        SenderFilter(sender: sender)
    }
}
