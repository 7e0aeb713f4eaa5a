/// What the no-observers diagnostic reports: an event fired with nobody to deliver it to.
///
/// "Nobody" counts what a delivery would actually reach: an event whose only observers are bound to
/// freed owners, or a notification whose observers all wait for another sender, is reported too.
public struct UnobservedEvent: Sendable, CustomStringConvertible {
    /// What kind of publisher fired.
    public enum Kind: Sendable, Equatable {
        /// An ``ObservableEvent``.
        case event
        /// A `SynchronizedEvent`.
        case synchronizedEvent
        /// An ``ObserverList`` notification.
        case observerList
        /// An ``EventCenter`` notification.
        case notification
    }

    /// The event's, list's or notification's name; empty if it was given none.
    public let name: String
    /// The payload's type (for a list, its observer type; for a notification, its value type).
    public let payloadType: any Any.Type
    /// What kind of publisher fired.
    public let kind: Kind

    /// Describes a report; only the library makes one.
    package init(name: String, payloadType: any Any.Type, kind: Kind) {
        self.name = name
        self.payloadType = payloadType
        self.kind = kind
    }

    /// The payload's type as Swift writes it, e.g. `Int` or `(word: String, points: Int)`.
    public var payloadTypeName: String {
        String(reflecting: payloadType)
    }

    /// The name and payload type, e.g. `scoreChanged: Swift.Int`, or `unnamed: Swift.Int`.
    public var description: String {
        "\(name.isEmpty ? "unnamed" : name): \(payloadTypeName)"
    }
}
