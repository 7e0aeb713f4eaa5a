import Foundation
import Testing
import WordfallTestSupport

/// `make wordlist` rebuilds the committed list, tiers, categories and index from Debian's scowl and
/// wordnet-base, the two reviewed lists and each word's Zipf frequency. The frequencies come from the
/// committed zipf.txt (`--frequencies`), as `make wordlist` wrote them from wordfreq, so the test needs
/// neither wordfreq nor a network (decision 0004).
@Suite(
    .enabled(
        if: FileManager.default.fileExists(atPath: "/usr/share/dict/scowl/english-words.10")
            && FileManager.default.fileExists(atPath: "/usr/share/wordnet/data.noun")
            && FileManager.default.isExecutableFile(atPath: "/usr/bin/python3"),
        "needs Debian's scowl and wordnet-base and python3"))
struct WordListScriptTests {
    @Test func theScriptRebuildsTheCommittedFiles() throws {
        let dictionary = WordfallBinary.repositoryRoot.appendingPathComponent("Resources/Dictionary")
        let out = FileManager.default.temporaryDirectory.appendingPathComponent("wordfall-wordlist-\(UUID())")
        try FileManager.default.createDirectory(at: out, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: out) }
        for name in ["additions.txt", "offensive.txt", "unoffered.txt", "zipf.txt"] {
            try FileManager.default.copyItem(
                at: dictionary.appendingPathComponent(name), to: out.appendingPathComponent(name))
        }
        let script = WordfallBinary.repositoryRoot.appendingPathComponent("scripts/make-wordlist.py").path
        let python = WordfallBinary(path: "/usr/bin/python3")
        let outcome = try python.run([
            script, "--out", out.path, "--frequencies", out.appendingPathComponent("zipf.txt").path,
        ])
        #expect(outcome.status == 0, "\(outcome)")
        for name in ["words.txt", "words.trie", "zipf.txt"] {
            let made = try Data(contentsOf: out.appendingPathComponent(name))
            let committed = try Data(contentsOf: dictionary.appendingPathComponent(name))
            #expect(made == committed, "\(name) differs from what make wordlist writes")
        }
    }
}
