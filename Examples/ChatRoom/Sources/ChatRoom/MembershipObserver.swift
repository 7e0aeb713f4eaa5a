/// Told when someone joins or leaves a room. No default implementations (as Events advises): an
/// observer that misspells a method does not conform, a compile error rather than a silent miss.
public protocol MembershipObserver: AnyObject {
    func joined(_ person: String, room: ChatRoom)
    func left(_ person: String, room: ChatRoom)
}
