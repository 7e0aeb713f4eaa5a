import Events

/// A chat room: who is in it and what they say, with each of Events' three ways to observe.
///
/// - Messages are a typed event with closure observers (`messages`, the read-only face).
/// - Arrivals and departures go to protocol observers (`members`), which implement only what they need.
/// - The topic is a typed notification by name (`center`), observed from any room or from one.
public final class ChatRoom {
    /// A topic change, by name, with its value and the room it came from.
    public static let topicChanged = TypedNotification<String, ChatRoom>("topicChanged")

    public let name: String
    private let posted = ObservableEvent<Message>("messagePosted")
    private let membership = ObserverList<any MembershipObserver>("membership")
    private let center: EventCenter
    private(set) public var people: [String] = []
    private(set) public var topic = ""

    /// A room that posts its topic changes to `center`, shared with other rooms.
    public init(_ name: String, center: EventCenter) {
        self.name = name
        self.center = center
    }

    /// Where one subscribes to the messages said in the room; one cannot say one here.
    public var messages: EventSource<Message> { posted.source }

    /// Where a membership observer is added (held by its token, or weakly with `whileAlive:`) or removed.
    public var members: ObserverListSource<any MembershipObserver> { membership.source }

    /// `person` comes in: the membership observers are told, then everyone reads the welcome.
    public func join(_ person: String) {
        people.append(person)
        membership.notify { $0.joined(person, room: self) }
        posted.notifyObservers(Message(author: "", text: "\(person) joined"))
    }

    /// `person` leaves, if they are here.
    public func leave(_ person: String) {
        guard let index = people.firstIndex(of: person) else { return }
        people.remove(at: index)
        membership.notify { $0.left(person, room: self) }
    }

    /// `author` says `text`; said by an observer of a message, it is delivered after that message.
    public func say(_ text: String, as author: String) {
        posted.notifyObservers(Message(author: author, text: text))
    }

    /// The topic becomes `topic`, posted by name with this room as its sender.
    public func setTopic(_ topic: String) {
        self.topic = topic
        center.post(Self.topicChanged, from: self, value: topic)
    }
}
