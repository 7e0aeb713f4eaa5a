import Events
import Testing

@Suite("Payload types")
struct PayloadTests {
    struct Move: Equatable {
        var word: String
        var points: Int
    }

    enum Outcome: Equatable {
        case accepted(String)
        case rejected(reason: String)
        case timeUp
    }

    final class Tile {
        let letter: Character
        init(_ letter: Character) { self.letter = letter }
    }

    @Test func void() {
        let event = ObservableEvent<Void>("tick")
        var ticks = 0
        let token = event.addObserver { ticks += 1 }
        event.notifyObservers()
        event.notifyObservers(())
        #expect(ticks == 2)
        withExtendedLifetime(token) {}
    }

    @Test func tuple() {
        let event = ObservableEvent<(word: String, points: Int)>()
        var seen: [String] = []
        let destructured = event.addObserver { word, points in seen.append("\(word)=\(points)") }
        let labelled = event.addObserver { move in seen.append("\(move.word):\(move.points)") }
        event.notifyObservers((word: "fall", points: 7))
        #expect(seen == ["fall=7", "fall:7"])
        withExtendedLifetime((destructured, labelled)) {}
    }

    @Test func structure() {
        let event = ObservableEvent<Move>()
        var seen: [Move] = []
        let token = event.addObserver { seen.append($0) }
        event.notifyObservers(Move(word: "word", points: 8))
        #expect(seen == [Move(word: "word", points: 8)])
        withExtendedLifetime(token) {}
    }

    @Test func enumeration() {
        let event = ObservableEvent<Outcome>()
        var seen: [Outcome] = []
        let token = event.addObserver { seen.append($0) }
        event.notifyObservers(.accepted("tile"))
        event.notifyObservers(.rejected(reason: "too short"))
        event.notifyObservers(.timeUp)
        #expect(seen == [.accepted("tile"), .rejected(reason: "too short"), .timeUp])
        withExtendedLifetime(token) {}
    }

    @Test func classInstance() {
        let event = ObservableEvent<Tile>()
        var seen: [Character] = []
        let token = event.addObserver { seen.append($0.letter) }
        weak var weakTile: Tile?
        do {
            let tile = Tile("q")
            weakTile = tile
            event.notifyObservers(tile)
        }
        #expect(seen == ["q"])
        // The event does not keep a delivered payload alive.
        #expect(weakTile == nil)
        withExtendedLifetime(token) {}
    }

    @Test func optionalAndGenericPayloads() {
        let event = ObservableEvent<[Int]?>()
        var seen: [[Int]?] = []
        let token = event.addObserver { seen.append($0) }
        event.notifyObservers([1, 2])
        event.notifyObservers(nil)
        #expect(seen == [[1, 2], nil])
        withExtendedLifetime(token) {}
    }

    @Test func ownerBoundWithTuplePayload() {
        final class Scoreboard {
            var total = 0
        }
        let board = Scoreboard()
        let event = ObservableEvent<(word: String, points: Int)>()
        let token = event.addObserver(board) { board, move in board.total += move.points }
        event.notifyObservers((word: "a", points: 3))
        event.notifyObservers((word: "b", points: 4))
        #expect(board.total == 7)
        withExtendedLifetime(token) {}
    }
}
