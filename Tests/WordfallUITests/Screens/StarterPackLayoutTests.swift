import Testing
import WordfallCore
import WordfallTestSupport

@testable import WordfallUI

/// Every starter level on the screen sizes a player has: nothing cut, and the board not in a corner.
@Suite struct StarterPackLayoutTests {
    static let levels: [Level] = {
        (try? PackLoader().loadLevels(path: Repository.root.appendingPathComponent("Resources/Levels").path).levels)
            ?? []
    }()

    static let ids = levels.map(\.id)

    static func state(_ id: String) -> GameScreenState {
        let level = levels.first { $0.id == id } ?? levels[0]
        let game = Game(level: level, lexicon: Lexicon(words: ["cat"]))
        var state = GameViewModel(game: game).state
        state.subtitle = "Wordfall Starter Pack, level 13 of 13"
        state.score = 12_345
        return state
    }

    @Test func theStarterPackIsThere() {
        #expect(Self.levels.count >= 12)
    }

    @Test(arguments: ids) func nothingIsCutAt80x24(_ id: String) {
        let state = Self.state(id)
        let lines = GameScreen(theme: Theme()).render(state, width: 80, height: 24).lines
        #expect(!lines.contains { $0.contains("Terminal too small") }, "\(id)")
        #expect(!lines.joined().contains("…"), "\(id):\n\(lines.joined(separator: "\n"))")
        for goal in state.goals {
            let words = goal.description.split(separator: " ").map(String.init)
            #expect(words.allSatisfy { word in lines.contains { $0.contains(word) } }, "\(id): \(goal.description)")
        }
    }

    @Test(arguments: ids) func nothingIsCutAtTheSmallestSizeAccepted(_ id: String) {
        let state = Self.state(id)
        let screen = GameScreen(theme: Theme())
        let minimum = screen.minimumSize(for: state)
        let lines = screen.render(state, width: minimum.width, height: minimum.height).lines
        #expect(!lines.contains { $0.contains("Terminal too small") }, "\(id)")
        #expect(!lines.joined().contains("…"), "\(id):\n\(lines.joined(separator: "\n"))")
        let smaller = screen.render(state, width: minimum.width, height: minimum.height - 1).lines
        #expect(smaller.contains { $0.contains("Terminal too small") }, "\(id): one row less is refused")
    }

    @Test(arguments: ids) func aLargeWindowCentresTheBoard(_ id: String) throws {
        let state = Self.state(id)
        let layout = try #require(GameScreen(theme: Theme()).layout(for: state, width: 120, height: 40))
        let above = layout.boardBox.y - layout.body.y
        let below = layout.body.maxY - layout.wordBox.maxY
        #expect(abs(above - below) <= 1, "\(id): \(above) rows above, \(below) below")
        #expect(layout.wordBox.width > 60, "messages get the window's width")
    }
}
