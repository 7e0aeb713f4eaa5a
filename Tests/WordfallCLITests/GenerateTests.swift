import Foundation
import Testing
import WordfallTestSupport

/// `wordfall generate`: a pack whose every level its own proof completes, the same bytes for the same
/// arguments, and no pack overwritten.
@Suite struct GenerateTests {
    let binary = WordfallBinary.built

    func folder() -> URL {
        FileManager.default.temporaryDirectory.appendingPathComponent("wordfall-generate-\(UUID().uuidString)")
    }

    func contents(of folder: URL) throws -> [String: Data] {
        var files: [String: Data] = [:]
        for name in try FileManager.default.contentsOfDirectory(atPath: folder.path) {
            files[name] = try Data(contentsOf: folder.appendingPathComponent(name))
        }
        return files
    }

    @Test(.timeLimit(.minutes(3))) func everyLevelsProofCompletesItAndTheBytesRepeat() throws {
        let first = folder()
        let second = folder()
        defer {
            try? FileManager.default.removeItem(at: first)
            try? FileManager.default.removeItem(at: second)
        }
        let proofs = folder()
        defer { try? FileManager.default.removeItem(at: proofs) }
        let made = try binary.run(["generate", first.path, "--levels", "4", "--seed", "9", "--solutions", proofs.path])
        #expect(made.status == 0, "\(made)")
        #expect(made.stdout.split(separator: "\n").count == 5, "\(made)")
        #expect(made.stdout.hasSuffix("The proofs (a move script completing each level) are in \(proofs.path)\n"))
        let again = try binary.run(
            ["generate", second.path, "--levels", "4", "--seed", "9", "--solutions", proofs.path])
        #expect(again == made)
        let files = try contents(of: first)
        #expect(try contents(of: second) == files)
        #expect(files.keys.sorted().first == "01-generated.json" && files["pack.json"] != nil)
        // The answers are not in the player's folder (issue 40).
        #expect(!files.keys.contains { $0.hasSuffix(".solution") }, "\(files.keys)")
        let levels = files.keys.filter { $0.hasSuffix(".json") && $0 != "pack.json" }.sorted()
        #expect(levels.count == 4)
        for level in levels {
            let solution = proofs.appendingPathComponent(String(level.dropLast(".json".count)) + ".solution").path
            let run = try binary.run(["run", level, "--script", solution], in: first)
            #expect(run.status == 0, "\(level): \(run)")
            #expect(run.stdout.contains(#""status":"completed""#))
        }
        let check = try binary.run(["check", first.path])
        #expect(check.status == 0, "\(check)")
        #expect(check.stderr == "", "\(check)")
        #expect(check.stdout.split(separator: "\n").allSatisfy { $0.contains(", solution in ") }, "\(check)")
        // Another seed, another pack.
        let other = folder()
        defer { try? FileManager.default.removeItem(at: other) }
        _ = try binary.run(["generate", other.path, "--levels", "4", "--seed", "10", "--solutions", proofs.path])
        #expect(try contents(of: other) != files)
    }

    /// Without --solutions the proofs go under the data folder, by the pack folder's name.
    @Test func theProofsGoUnderTheDataFolder() throws {
        let target = folder().appendingPathComponent("my-pack")
        let data = folder()
        defer {
            try? FileManager.default.removeItem(at: target.deletingLastPathComponent())
            try? FileManager.default.removeItem(at: data)
        }
        let made = try binary.run(["generate", target.path, "--levels", "1", "--data-dir", data.path])
        #expect(made.status == 0, "\(made)")
        let proof = data.appendingPathComponent("solutions/my-pack/01-generated.solution")
        #expect(FileManager.default.fileExists(atPath: proof.path), "\(made)")
        #expect(try contents(of: target).keys.sorted() == ["01-generated.json", "pack.json"])
    }

    @Test func aFolderHoldingAPackIsNotOverwritten() throws {
        let target = folder()
        defer { try? FileManager.default.removeItem(at: target) }
        try FileManager.default.createDirectory(at: target, withIntermediateDirectories: true)
        try Data("{}".utf8).write(to: target.appendingPathComponent("pack.json"))
        let outcome = try binary.run(["generate", target.path, "--levels", "2"])
        #expect(outcome.status == 2)
        #expect(outcome.stderr.contains("the folder holds a pack already"), "\(outcome)")
        #expect(try Data(contentsOf: target.appendingPathComponent("pack.json")) == Data("{}".utf8))
        let badSize = try binary.run(["generate", target.path, "--levels", "2", "--size", "13x2"])
        #expect(badSize.status == 2 && badSize.stderr.contains("--size must be"), "\(badSize)")
    }

    /// Boards a person wants to play, named and asking for expected words; ratings that follow
    /// `--difficulty` (docs/LEVELS.md, "Generated packs").
    @Test func boardsAreBalancedAndRatingsFollowTheDifficulty() throws {
        var averages: [Double] = []
        for difficulty in ["2", "8"] {
            let target = folder()
            defer { try? FileManager.default.removeItem(at: target) }
            defer { try? FileManager.default.removeItem(at: target.appendingPathExtension("proofs")) }
            let made = try binary.run(
                [
                    "generate", target.path, "--levels", "6", "--seed", "5", "--difficulty", difficulty, "--solutions",
                    target.appendingPathExtension("proofs").path,
                ])
            #expect(made.status == 0, "\(made)")
            let check = try binary.run(["check", target.path])
            let ratings = check.stdout.split(separator: "\n").compactMap { line -> Double? in
                guard let range = line.range(of: "(difficulty ") else { return nil }
                return Double(line[range.upperBound...].dropLast())
            }
            #expect(ratings.count == 6, "\(check)")
            averages.append(ratings.reduce(0, +) / Double(max(1, ratings.count)))
            for name in try FileManager.default.contentsOfDirectory(atPath: target.path) where name.hasSuffix("d.json")
            {
                let text = try String(contentsOf: target.appendingPathComponent(name), encoding: .utf8)
                let letters = try #require(text.split(separator: "\n").first { $0.contains(#""letters""#) })
                let tiles = letters.drop { $0 != "[" }.filter { $0.isLetter }
                let vowels = tiles.filter { "AEIOU".contains($0) }.count
                #expect((0.3...0.5).contains(Double(vowels) / Double(tiles.count)), "\(name): \(letters)")
                #expect(tiles.filter { "JQXZ".contains($0) }.count <= max(1, tiles.count / 25), "\(name)")
                #expect(!text.contains(#""title": "Generated"#), "\(name)")
            }
        }
        #expect(averages[0] + 1.5 < averages[1], "\(averages)")
    }

    /// A board too small for any word, or a word list that fits no board: no proof completes the level,
    /// so generate refuses (exit 2) and writes nothing, not even the folder.
    @Test func aLevelNoGameCompletesIsRefusedAndNothingIsWritten() throws {
        let target = folder()
        defer { try? FileManager.default.removeItem(at: target) }
        // Five-letter words cannot fit a board of four tiles.
        let fiveLetters = FileManager.default.temporaryDirectory.appendingPathComponent("wordfall-five-\(UUID()).txt")
        defer { try? FileManager.default.removeItem(at: fiveLetters) }
        try "zebra\nquilt\n".write(to: fiveLetters, atomically: true, encoding: .utf8)
        let small = try binary.run(
            ["generate", target.path, "--levels", "1", "--size", "2x2", "--dictionary", fiveLetters.path])
        #expect(small.status == 2, "\(small)")
        #expect(small.stdout == "")
        #expect(small.stderr.contains("error: no game completing 01-generated.json (a 2x2 board) was found"))
        #expect(!FileManager.default.fileExists(atPath: target.path))

        let words = FileManager.default.temporaryDirectory.appendingPathComponent("wordfall-nofit-\(UUID()).txt")
        defer { try? FileManager.default.removeItem(at: words) }
        try "zzzzzzzz\nqqqqqqqq\n".write(to: words, atomically: true, encoding: .utf8)
        let unfit = try binary.run(["generate", target.path, "--levels", "1", "--dictionary", words.path])
        #expect(unfit.status == 2, "\(unfit)")
        #expect(unfit.stderr.contains("was found with the word list \(words.path)"), "\(unfit)")
        #expect(!FileManager.default.fileExists(atPath: target.path))
    }
}
