/// The typed name of a notification: what it carries (`Value`) and who posts it (`Sender`).
///
/// The JSQNotificationObserverKit design: a name is declared once, with its types, and posting or
/// observing it is type-checked.
///
/// ```swift
/// extension TypedNotification where Value == Int, Sender == ScoreManager {
///     static let scoreChanged = TypedNotification("scoreChanged")
/// }
/// ```
public struct TypedNotification<Value, Sender: AnyObject>: Sendable, Hashable {
    /// The notification's name; two notifications are the same if name and types are.
    public let name: String

    /// Declares a notification called `name` carrying `Value`, posted by a `Sender`.
    ///
    /// - Parameter name: The notification's name; diagnostics report it.
    public init(_ name: String) {
        self.name = name
    }
}
