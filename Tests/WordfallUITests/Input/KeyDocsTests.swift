import Foundation
import Testing
import WordfallTestSupport

@testable import WordfallUI

/// The keys are described once, in the key map: the README's keys table and the manual page's key
/// lists are made from it. `make keys` (WORDFALL_REWRITE_KEYS=1) rewrites them on purpose, and that run fails.
@Suite struct KeyDocsTests {
    static let rewrite = ProcessInfo.processInfo.environment["WORDFALL_REWRITE_KEYS"] == "1"

    @Test(arguments: [
        ("README.md", true), ("docs/man/wordfall-extra.mdoc", false), ("docs/man/wordfall.6", false),
    ])
    func theFileListsTheKeysTheKeyMapHas(path: String, markdown: Bool) throws {
        let url = Repository.root.appendingPathComponent(path)
        let text = try String(contentsOf: url, encoding: .utf8)
        let made = try #require(
            KeyDocs.replacing(
                in: text, markers: markdown ? KeyDocs.markdownMarkers : KeyDocs.mdocMarkers,
                with: markdown ? KeyDocs.markdown() : KeyDocs.mdoc()),
            "\(path) has no keys:begin / keys:end markers")
        if Self.rewrite {
            if made != text { try made.write(to: url, atomically: true, encoding: .utf8) }
            // A rewriting run checks nothing: it fails, so CI can never pass by rewriting.
            Issue.record("\(path)'s keys rewritten with WORDFALL_REWRITE_KEYS=1: run the tests again without it")
            return
        }
        #expect(made == text, "\(path)'s keys differ from the key map: run `make keys` and commit it")
    }

    @Test func theManualsKeyListIsValidMdoc() {
        let lines = KeyDocs.mdoc()
        #expect(lines.filter { $0.hasPrefix(".Bl") }.count == lines.filter { $0 == ".El" }.count)
        #expect(lines.contains(".It Ic \\&!"))
        #expect(lines.contains(".It Ic \\&?"))
        #expect(!lines.contains { !$0.hasPrefix(".") && $0.hasPrefix("'") })
    }

    @Test func theReadmeTableHasARowPerKey() {
        let rows = KeyDocs.markdown().filter { $0.hasPrefix("| `") }
        #expect(rows.count == KeyMap.playing.count + KeyMap.levelOver.count + KeyMap.home.count)
        #expect(rows.last == "| `Esc` | \(KeyMap.home[KeyMap.home.count - 1].meaning) |")
        #expect(rows.first == "| `a-z` | \(KeyMap.playing[0].meaning) |")
    }
}
