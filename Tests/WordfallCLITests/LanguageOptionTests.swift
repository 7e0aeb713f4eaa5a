import Foundation
import Testing
import WordfallTestSupport

/// `--language` on `play` and `generate` (docs/HEADLESS.md): a language by code or English name, a
/// language not played refused before anything happens, a level file in another language refused.
@Suite struct LanguageOptionTests {
    let binary = WordfallBinary.built

    @Test func aLanguageNotPlayedIsAUsageError() throws {
        for command in [["play"], ["generate", "/nonexistent/pack", "--levels", "1"]] {
            let outcome = try binary.run(command + ["--language", "xx"])
            #expect(outcome.status == 2, "\(outcome)")
            #expect(outcome.stdout == "")
            #expect(outcome.stderr.contains("--language: 'xx' is not a language this wordfall plays (it plays en"))
        }
    }

    @Test func englishByCodeOrNameGeneratesWhatNoOptionDoes() throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("wordfall-language-\(UUID())")
        defer { try? FileManager.default.removeItem(at: root) }
        var packs: [String] = []
        for (name, language) in [
            ("plain", [String]()), ("code", ["--language", "en"]), ("name", ["--language", "English"]),
        ] {
            let folder = root.appendingPathComponent(name).path
            let outcome = try binary.run(["generate", folder, "--levels", "1", "--size", "4x4"] + language)
            #expect(outcome.status == 0, "\(outcome)")
            packs.append(try String(contentsOfFile: folder + "/01-generated.json", encoding: .utf8))
        }
        #expect(packs[0] == packs[1] && packs[1] == packs[2])
        #expect(!packs[0].contains("\"language\""), "an English level does not name its language")
    }
}
