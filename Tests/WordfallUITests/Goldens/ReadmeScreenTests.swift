import Foundation
import Testing
import WordfallCore
import WordfallTestSupport

@testable import WordfallUI

/// The README's screen is the game's own (issue 29, bug 8: a figure the documents quote comes from the
/// code): a level made for it (Tests/Fixtures/readme/level.json, not a starter level, so the README
/// gives no level away) played on the bundled word list, BUCKET played and STAIN typed, drawn at 80x24.
/// `make goldens` (WORDFALL_REWRITE_GOLDENS=1) rewrites the README's block (and that run fails).
@Suite struct ReadmeScreenTests {
    static let readme = Repository.root.appendingPathComponent("README.md")

    static func screen() throws -> [String] {
        let level = try LevelLoader().load(path: Repository.fixture("readme/level.json"))
        let lexicon = try Lexicon.bundled()
        let session = PlaySession(LevelPlay(levels: [level]), lexicon: { _ in lexicon }, now: { 0 })
        for character in "bucket" { session.handle(.character(character)) }
        session.handle(.enter)
        for character in "stain" { session.handle(.character(character)) }
        return session.render(width: 80, height: 24).lines.map { line in
            String(line.reversed().drop { $0 == " " }.reversed())
        }
    }

    @Test func theReadmeShowsTheScreenTheGameDraws() throws {
        let drawn = try Self.screen()
        let text = try String(contentsOf: Self.readme, encoding: .utf8)
        var lines = text.components(separatedBy: "\n")
        let heading = try #require(lines.firstIndex(of: "## The screen"), "README has its screen")
        let open = try #require(lines[heading...].firstIndex(of: "```"))
        let close = try #require(lines[(open + 1)...].firstIndex(of: "```"))
        let shown = Array(lines[(open + 1)..<close])
        if ProcessInfo.processInfo.environment["WORDFALL_REWRITE_GOLDENS"] == "1" {
            if shown != drawn {
                lines.replaceSubrange((open + 1)..<close, with: drawn)
                try lines.joined(separator: "\n").write(to: Self.readme, atomically: true, encoding: .utf8)
            }
            // A rewriting run checks nothing: it fails, so CI can never pass by rewriting.
            Issue.record("README.md's screen rewritten with WORDFALL_REWRITE_GOLDENS=1: run the tests again without it")
            return
        }
        #expect(shown == drawn, "README.md's screen is not what the game draws (`make goldens` rewrites it)")
    }
}
