import Foundation
import Testing
import WordfallTestSupport

/// `wordfall define` through the real binary, on a small WordNet database written by the WordNet tests'
/// own format (so it runs whether or not wordnet-base is installed), and on the installed one.
@Suite struct DefineTests {
    /// A WordNet folder with `dog` (noun) and the exception `geese` -> `goose`.
    static func makeDatabase() throws -> String {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("wordnet-cli-\(UUID())").path
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        let first = "00000000 05 n 01 dog 0 000 | a member of the genus Canis; \"the dog barked\"  \n"
        let second = "\(String(format: "%08d", first.utf8.count)) 05 n 01 goose 0 000 | a web-footed bird  \n"
        try (first + second).write(toFile: folder + "/data.noun", atomically: true, encoding: .utf8)
        let index = "dog n 1 0 1 0 00000000  \ngoose n 1 0 1 0 \(String(format: "%08d", first.utf8.count))  \n"
        try index.write(toFile: folder + "/index.noun", atomically: true, encoding: .utf8)
        try "geese goose\n".write(toFile: folder + "/noun.exc", atomically: true, encoding: .utf8)
        return folder
    }

    @Test func foundInflectedNotFoundAndNotInstalled() throws {
        let folder = try Self.makeDatabase()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let environment: [String: String?] = ["WNSEARCHDIR": folder]
        let found = try WordfallBinary.built.run(["define", "dog"], environment: environment)
        #expect(found.status == 0)
        #expect(found.stdout == "dog\n  n. 1. a member of the genus Canis\n        \"the dog barked\"\n")
        let dogs = try WordfallBinary.built.run(["define", "DOGS"], environment: environment)
        #expect(dogs.status == 0)
        #expect(dogs.stdout.hasPrefix("dog (from dogs)\n"))
        let geese = try WordfallBinary.built.run(["define", "geese"], environment: environment)
        #expect(geese.stdout.hasPrefix("goose (from geese)\n  n. 1. a web-footed bird\n"))
        let missing = try WordfallBinary.built.run(["define", "qwxz"], environment: environment)
        #expect(missing.status == 1)
        #expect(missing.stdout.isEmpty)
        #expect(missing.stderr == "wordfall: no meaning of qwxz in WordNet\n")
        let empty = folder + "/empty"
        try FileManager.default.createDirectory(atPath: empty, withIntermediateDirectories: true)
        let absent = try WordfallBinary.built.run(["define", "dog"], environment: ["WNSEARCHDIR": empty])
        #expect(absent.status == 2)
        #expect(absent.stderr.contains("WordNet is not installed"))
        #expect(absent.stderr.contains("wordnet-base"))
    }

    @Test(.enabled(if: FileManager.default.fileExists(atPath: "/usr/share/wordnet/index.noun")))
    func theInstalledWordNet() throws {
        let environment: [String: String?] = ["WNSEARCHDIR": nil]
        let ran = try WordfallBinary.built.run(["define", "ran"], environment: environment)
        #expect(ran.status == 0)
        #expect(ran.stdout.hasPrefix("run (from ran)\n  v. 1. move fast by using one's feet"))
    }
}
