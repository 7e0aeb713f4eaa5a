import ChatRoom
import Events
import Testing

/// Records what a membership observer is told, as lines.
final class Doorkeeper: MembershipObserver {
    var lines: [String] = []
    func joined(_ person: String, room: ChatRoom) { lines.append("\(person) joined \(room.name)") }
    func left(_ person: String, room: ChatRoom) { lines.append("\(person) left \(room.name)") }
}

@Suite("A chat room on Events alone")
struct ChatRoomTests {
    @Test("Every reader sees every line in the same order, a reply said from a handler after its line")
    func replyAfterItsLine() {
        let room = ChatRoom("lobby", center: EventCenter())
        var first: [String] = []
        var second: [String] = []
        var bag = Set<ObserverToken>()
        room.messages.addObserver { message in
            first.append(message.text)
            if message.text == "hi" { room.say("hello", as: "bot") }
        }.store(in: &bag)
        room.messages.addObserver { second.append($0.text) }.store(in: &bag)
        room.join("ann")
        room.say("hi", as: "ann")
        room.say("bye", as: "ann")
        #expect(first == ["ann joined", "hi", "hello", "bye"])
        #expect(second == ["ann joined", "hi", "hello", "bye"])
    }

    @Test("A reader stops with its token: dropped, cancelled, or when a line cancels it mid-delivery")
    func tokensEndReading() {
        let room = ChatRoom("lobby", center: EventCenter())
        var kept: [String] = []
        var dropped: [String] = []
        var later: [String] = []
        var laterToken: ObserverToken?
        let keptToken = room.messages.addObserver { message in
            kept.append(message.text)
            if message.text == "stop" { laterToken?.cancel() }
        }
        _ = room.messages.addObserver { dropped.append($0.text) }
        laterToken = room.messages.addObserver { later.append($0.text) }
        room.say("one", as: "ann")
        room.say("stop", as: "ann")
        room.say("two", as: "ann")
        #expect(kept == ["one", "stop", "two"])
        #expect(dropped == [])
        #expect(later == ["one"])
        #expect(room.messages.observerCount == 1)
        keptToken.cancel()
        #expect(room.messages.observerCount == 0)
    }

    @Test("Membership observers are held weakly and told in the order they were added")
    func membership() {
        let room = ChatRoom("lobby", center: EventCenter())
        let door = Doorkeeper()
        var gone: Doorkeeper? = Doorkeeper()
        room.members.addObserver(whileAlive: door)
        room.members.addObserver(whileAlive: gone!)
        room.join("ann")
        let goneLines = gone!.lines
        gone = nil
        room.join("bob")
        room.leave("ann")
        room.leave("nobody")
        #expect(door.lines == ["ann joined lobby", "bob joined lobby", "ann left lobby"])
        #expect(goneLines == ["ann joined lobby"])
        #expect(room.members.observerCount == 1)
        #expect(room.people == ["bob"])
    }

    @Test("A membership observer held by its token is told until the token goes, with nothing else holding it")
    func membershipByToken() {
        let room = ChatRoom("lobby", center: EventCenter())
        let door = Doorkeeper()
        var token: ObserverToken? = room.members.addObserver(door)
        room.join("ann")
        token = nil
        room.join("bob")
        #expect(door.lines == ["ann joined lobby"])
        #expect(room.members.observerCount == 0)
        #expect(token == nil)
    }

    @Test("A topic change reaches observers of any room, and those of that room only")
    func topics() {
        let center = EventCenter()
        let lobby = ChatRoom("lobby", center: center)
        let games = ChatRoom("games", center: center)
        var everywhere: [String] = []
        var lobbyOnly: [String] = []
        var bag = Set<ObserverToken>()
        center.addObserver(for: ChatRoom.topicChanged, from: .anySender) { topic, room in
            everywhere.append("\(room.name): \(topic)")
        }.store(in: &bag)
        center.addObserver(for: ChatRoom.topicChanged, from: lobby) { topic, _ in lobbyOnly.append(topic) }
            .store(in: &bag)
        lobby.setTopic("welcome")
        games.setTopic("chess")
        #expect(everywhere == ["lobby: welcome", "games: chess"])
        #expect(lobbyOnly == ["welcome"])
        #expect(lobby.topic == "welcome")
    }
}
