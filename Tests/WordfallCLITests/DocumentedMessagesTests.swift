import Foundation
import Testing
import WordfallTestSupport

/// Every message `check` prints for a bad level, pack or word list is listed in docs/LEVELS.md's "Messages":
/// the whole corpus of bad levels, and the cases the corpus cannot hold (a word list that is not there, a
/// path that names nothing).
@Suite struct DocumentedMessagesTests {
    /// The documented messages (the code spans of LEVELS.md from "## Messages" to the next `## ` heading),
    /// each as a pattern: a quoted value, a number, `...` and a placeholder (`X`, `N`, `PATH` ...) stand for
    /// any text.
    let documented: [Regex<AnyRegexOutput>] = {
        let text =
            (try? String(contentsOf: Repository.root.appendingPathComponent("docs/LEVELS.md"), encoding: .utf8))
            ?? ""
        guard let start = text.range(of: "\n## Messages\n") else { return [] }
        let rest = text[start.upperBound...]
        let section = rest.range(of: "\n## ").map { rest[..<$0.lowerBound] } ?? rest
        return section.split(separator: "`", omittingEmptySubsequences: false).enumerated()
            .filter { $0.offset % 2 == 1 }
            .compactMap { Self.pattern(String($0.element)) }
    }()

    /// The placeholders of a documented message (`L:C` is two words, not Unicode's one).
    static var placeholder: Regex<Substring> {
        #/'[^']*'|"[^"]*"|\.\.\.|\b(?:X|N|M|A|B|L|C|P|R|PATH|REASON|WHY)\b|-?[0-9]+(?:\.[0-9]+)?/#.wordBoundaryKind(
            .simple)
    }

    /// A documented message as a pattern, or nil when it has too little text of its own to say anything.
    static func pattern(_ span: String) -> Regex<AnyRegexOutput>? {
        let message = span.replacing(#/^(?:FILE|ID)(?::LINE:COLUMN)?: (?:error|warning): /#, with: "")
        var regex = ""
        var literal = 0
        var rest = Substring(message)
        while let match = rest.firstMatch(of: placeholder) {
            let before = rest[..<match.range.lowerBound]
            regex += NSRegularExpression.escapedPattern(for: String(before)) + ".+"
            literal += before.count
            rest = rest[match.range.upperBound...]
        }
        regex += NSRegularExpression.escapedPattern(for: String(rest))
        literal += rest.count
        guard literal >= 12 else { return nil }
        return try? Regex(regex)
    }

    /// A printed line without its `FILE: error: ` (or `FILE:LINE:COLUMN: error: `) and, where there is one,
    /// the `PATH: ` of the value it is about.
    static func messages(ofLine line: Substring) -> [String] {
        guard let marker = line.firstRange(of: #/: (?:error|warning): /#) else { return [String(line)] }
        let message = line[marker.upperBound...]
        var forms = [String(message)]
        if let path = message.firstMatch(of: #/^(?:[A-Za-z][A-Za-z0-9_]*|\[[^\]]*\])(?:\.[A-Za-z0-9_]+|\[[^\]]*\])*: /#)
        {
            forms.append(String(message[path.range.upperBound...]))
        }
        return forms
    }

    func isDocumented(_ line: Substring) -> Bool {
        Self.messages(ofLine: line).contains { message in
            documented.contains { (try? $0.wholeMatch(in: message)) != nil }
        }
    }

    @Test func theDocumentIsRead() {
        #expect(documented.count > 100)
    }

    @Test func everyMessageOfTheBadLevelCorpusIsDocumented() throws {
        let folder = WordfallBinary.fixtures.appendingPathComponent("bad-levels")
        let names = try FileManager.default.contentsOfDirectory(atPath: folder.path).filter {
            $0.hasSuffix(".expected")
        }
        #expect(names.count > 40)
        for name in names {
            let text = try String(contentsOf: folder.appendingPathComponent(name), encoding: .utf8)
            for line in text.split(separator: "\n") {
                #expect(isDocumented(line), "\(name): not in docs/LEVELS.md: \(line)")
            }
        }
    }

    /// The messages the corpus cannot hold, printed by the real binary.
    @Test func theMessagesOutsideTheCorpusAreDocumented() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("wordfall-messages-\(UUID())")
        defer { try? FileManager.default.removeItem(at: folder) }
        let pack = folder.appendingPathComponent("pack")
        try FileManager.default.createDirectory(at: pack, withIntermediateDirectories: true)
        try #"{"format": 1, "title": "P", "levels": ["01.json"]}"#.write(
            to: pack.appendingPathComponent("pack.json"), atomically: true, encoding: .utf8)
        try "{}".write(to: pack.appendingPathComponent("01.json"), atomically: true, encoding: .utf8)
        let level = Repository.fixture("e2e/level.json")
        let runs: [(arguments: [String], says: String)] = [
            (["check", "--dictionary", folder.appendingPathComponent("none.txt").path, level], "no such word list"),
            (["check", pack.path], "format: is required"),
            (["check", folder.appendingPathComponent("nothing.json").path], "no such file"),
            (["check", folder.path], "not a level pack"),
        ]
        for run in runs {
            let outcome = try WordfallBinary.built.run(run.arguments)
            #expect(outcome.status == 2, "\(run.arguments): \(outcome)")
            #expect(outcome.stderr.contains(run.says), "\(outcome)")
            for line in outcome.stderr.split(separator: "\n") {
                #expect(isDocumented(line), "\(run.arguments): not in docs/LEVELS.md: \(line)")
            }
        }
    }
}
