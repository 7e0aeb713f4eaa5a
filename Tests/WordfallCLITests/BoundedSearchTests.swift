import Foundation
import Testing
import WordfallTestSupport

/// A legal level whose board has astronomically many paths: a 6x6 board of E and a word list of E's up
/// to 36 letters. Every command answers at once; `check` and `solve` say their search stopped at its budget.
@Suite struct BoundedSearchTests {
    let binary = WordfallBinary.built

    /// Writes the level and its word list into a new folder.
    func pathologicalLevel() throws -> URL {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("wordfall-paths-\(UUID())")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let words = (3...36).map { String(repeating: "E", count: $0) }.joined(separator: "\n")
        try (words + "\n").write(to: folder.appendingPathComponent("words.txt"), atomically: true, encoding: .utf8)
        let level = """
            {"format": 1, "title": "All E", "dictionary": "words.txt",
             "board": {"letters": ["EEEEEE", "EEEEEE", "EEEEEE", "EEEEEE", "EEEEEE", "EEEEEE"],
                       "bonus": ["3.....", "......", "..D...", "......", "....2.", ".....T"]},
             "rules": {"refill": "none"}, "goals": [{"type": "words", "count": 40}]}
            """
        try level.write(to: folder.appendingPathComponent("level.json"), atomically: true, encoding: .utf8)
        return folder
    }

    @Test(.timeLimit(.minutes(1))) func checkAndSolveStopAtTheirBudgetAndSaySo() throws {
        let folder = try pathologicalLevel()
        defer { try? FileManager.default.removeItem(at: folder) }
        let check = try binary.run(["check", "level.json"], in: folder)
        #expect(check.status == 0, "\(check)")
        #expect(check.stdout.hasPrefix("level: 6x6, at least "), "\(check)")
        #expect(check.stderr.hasPrefix("level: warning: the board has too many paths to try them all"), "\(check)")
        let solve = try binary.run(["solve", "level.json"], in: folder)
        #expect(solve.status == 0 && !solve.stdout.isEmpty, "\(solve)")
        #expect(solve.stderr.contains("the search stopped after 2000000 tiles tried"), "\(solve)")
    }

    /// Typing a long word of E used to take minutes (every path was tried); now each move answers at once,
    /// and the same script gives the same game twice.
    @Test(.timeLimit(.minutes(1))) func runPlaysLongWordsOfOneLetter() throws {
        let folder = try pathologicalLevel()
        defer { try? FileManager.default.removeItem(at: folder) }
        let script = [12, 16, 24, 36].map { String(repeating: "e", count: $0) }.joined(separator: "\n") + "\n"
        let first = try binary.run(["run", "level.json"], in: folder, input: script)
        #expect(first.status == 1, "\(first)")
        let accepted = first.stdout.split(separator: "\n").filter { $0.contains("\"event\":\"wordAccepted\"") }
        #expect(accepted.count == 4, "\(first)")
        #expect(try binary.run(["run", "level.json"], in: folder, input: script) == first)
    }
}
