import Foundation
import Testing
import WordfallCore
import WordfallTestSupport

/// Issue 41: `wordfall daily --language ca`, Catalan's daily through the real binary, kept apart from
/// English's.
@Suite struct CatalanDailyCLITests {
    /// The round then the hunt, in plain mode; the share names Catalan, English's day stays unplayed, and
    /// `stats --json` gives Catalan's day with its language.
    @Test func catalansRoundThenItsHuntAreKeptApartFromEnglishs() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("wordfall-ca-\(UUID())").path
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let date = "2026-11-24"
        let level = try WordfallBinary.built.run(["daily", "--level", "--date", date, "--language", "ca"])
        #expect(level.status == 0)
        #expect(level.stdout.contains(#""id": "daily-ca-2026-11-24""#))
        #expect(level.stdout.contains(#""language": "ca""#))
        let file = folder + "/ca.json"
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        try level.stdout.write(toFile: file, atomically: true, encoding: .utf8)
        let solved = try WordfallBinary.built.run(["solve", "--expected", file])
        let words = solved.stdout.split(separator: "\n").compactMap { $0.split(separator: " ").dropFirst().first }
            .map { String($0).lowercased() }
        #expect(words.count >= 40, "\(solved)")
        // Words typed as their letters: none with a tile of a code letter of its own (Ç, L·L, NY, QU).
        let typed = words.filter { !$0.contains { "kwyq".contains($0) } }
        let round = try WordfallBinary.built.run(
            ["daily", "--plain", "--date", date, "--language", "ca", "--data-dir", folder],
            input: typed.prefix(2).joined(separator: "\n") + "\nfinish\nyes\n3\n",
            environment: PlainModeTests.environment)
        #expect(round.status == 0, "\(round)")
        #expect(round.stdout.contains("wordfall daily Catalan #1 2026-11-24"), "\(round)")
        #expect(round.stdout.contains("wordfall daily --language ca"), "\(round)")
        let hunt = try WordfallBinary.built.run(
            ["daily", "--calm", "--date", date, "--language", "ca", "--data-dir", folder],
            input: typed[2] + "\nquit\nyes\n", environment: PlainModeTests.environment)
        #expect(hunt.status == 0, "\(hunt)")
        #expect(hunt.stdout.contains("Hunt: 2 of \(words.count) words"), "\(hunt)")
        // Said in its real spelling (CAFÈ for what `solve` writes CAFE).
        let spelled = try #require(Language.catalan.tiles.tileSpelling(of: typed[2]))
        #expect(hunt.stdout.contains("\(Language.catalan.shown(spelled)) accepted"), "\(hunt)")
        let share = try WordfallBinary.built.run(
            ["daily", "--share", "--date", date, "--language", "ca", "--ascii", "--data-dir", folder])
        #expect(share.status == 0, "\(share)")
        #expect(share.stdout.hasPrefix("wordfall daily Catalan #1 2026-11-24\n"), "\(share)")
        #expect(share.stdout.contains("3 of \(words.count) words"), "\(share)")
        // English's day of the same date is not played: its share, its hunt and its streak are its own.
        let english = try WordfallBinary.built.run(["daily", "--share", "--date", date, "--data-dir", folder])
        #expect(english.status == 1, "\(english)")
        let calm = try WordfallBinary.built.run(
            ["daily", "--calm", "--date", date, "--data-dir", folder], environment: PlainModeTests.environment)
        #expect(calm.status == 1, "\(calm)")
        let stats = try WordfallBinary.built.run(["stats", "--json", "--data-dir", folder])
        #expect(stats.stdout.contains(#""daily":{"language":"en","daysPlayed":0,"#), "\(stats)")
        #expect(stats.stdout.contains(#""otherDailies":[{"language":"ca","daysPlayed":1,"#), "\(stats)")
    }
}
