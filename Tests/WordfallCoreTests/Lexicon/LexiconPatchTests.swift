import Testing

@testable import WordfallCore

/// `Lexicon.amended` patches a list's trie rather than rebuilding it (`LexiconPatch`): what the patched list
/// accepts, refuses, offers and finds on a board must be exactly what the list rebuilt with those words gives.
@Suite struct LexiconPatchTests {
    /// The list `base` rebuilt from its text with `adding` (as finds, unless known) and without `removing`:
    /// what `amended` did before it patched.
    static func rebuilt(_ base: Lexicon, adding: [String], removing: [String]) -> Lexicon {
        let removed = Set(removing.map { $0.lowercased() })
        var lines = base.wordListText().split(separator: "\n").filter { line in
            !removed.contains(String(line.prefix { $0 != "\t" }))
        }.map(String.init)
        for word in adding where base.entry(for: word) == nil && !removed.contains(word.lowercased()) {
            if word.utf8.allSatisfy({ LexiconTrie.letterIndex($0) != nil }) { lines.append(word.lowercased() + "\t60") }
        }
        return Lexicon(builderText: lines.joined(separator: "\n") + "\n")
    }

    /// Words that exercise every case of the patch: a new first letter below an existing node, a word
    /// extending a word, a word that is a prefix of others, new words sharing a new branch, duplicates, case,
    /// non-words; removals of a leaf (its branch cut), of a word with longer words below it, of the first, a
    /// middle and the last child of a node, of a slur, of a word the list does not have.
    static let adding = [
        "catx", "cattt", "cattty", "zzqa", "zzqb", "zzq", "ZZQA", "qxj", "abcdefghijklmno", "c4t", "", "dor",
        "cat", "yid", "aaaa", "aab", "zymurgyx",
    ]
    static let removing = ["cats", "cat", "aardvark", "zygote", "zymurgy", "yid", "qqq", "garden", "gardens", "zzqb"]

    @Test func thePatchedBundledListIsTheRebuiltOne() throws {
        let bundled = try Lexicon.bundled()
        let patched = bundled.amended(adding: Self.adding, removing: Self.removing)
        let expected = Self.rebuilt(bundled, adding: Self.adding, removing: Self.removing)
        #expect(patched.wordListText() == expected.wordListText())
        #expect(patched.count == expected.count)
        for word in Self.adding + Self.removing + ["ca", "catt", "gard", "zzq", "zzqb", "aardvar", "zygot", "yi"] {
            #expect(patched.entry(for: word) == expected.entry(for: word), "\(word)")
            #expect(patched.hasPrefix(word) == expected.hasPrefix(word), "\(word)")
        }
        // Patched in a private mapping of the index file: the new nodes come after both of its tries.
        #expect(patched.nodeCount > bundled.nodeCount + bundled.neverOfferedWords().nodeCount)
        // The bundled list itself is untouched: the patch wrote to its own copy of the pages.
        #expect(bundled.contains("cats") && bundled.contains("garden") && !bundled.contains("catx"))
        #expect(try Lexicon.bundled().isRefused("yid"))
    }

    @Test func aPatchedListFindsWhatTheRebuiltOneFinds() throws {
        let bundled = try Lexicon.bundled()
        let adding = ["tena", "etna", "rsta", "stre", "aeiou", "ater", "enat"] + Self.adding
        let removing = ["tea", "eat", "rate", "tear", "neat", "ant", "tan", "star", "rats"] + Self.removing
        let patched = bundled.amended(adding: adding, removing: removing)
        let expected = Self.rebuilt(bundled, adding: adding, removing: removing)
        for seed in 1...12 {
            let board = SolverTests.randomBoard(rows: 4 + seed % 3, columns: 4 + seed % 2, seed: UInt64(seed))
            let found = patched.words(on: board, minLength: 3).map { "\($0.word) \($0.points) \($0.isExpected)" }
            let wanted = expected.words(on: board, minLength: 3).map { "\($0.word) \($0.points) \($0.isExpected)" }
            #expect(found == wanted, "board \(seed)")
            #expect(
                patched.summary(on: board, minLength: 3).count == expected.summary(on: board, minLength: 3).count)
        }
    }

    @Test func aListBuiltInMemoryIsPatchedAsWell() {
        let base = Lexicon(builderText: "cat\t10\ncats\t20\ncattle\t35\ndog\t20\nyid\t55\tslur\nporn\t40\tvulgar\n")
        let adding = ["ca", "catt", "dogs", "do", "zebra", "porn"]
        let removing = ["cats", "dog", "yid", "cow"]
        let patched = base.amended(adding: adding, removing: removing)
        let expected = Self.rebuilt(base, adding: adding, removing: removing)
        #expect(patched.wordListText() == expected.wordListText())
        #expect(patched.count == expected.count)
        #expect(base.contains("cats") && base.isRefused("yid"))
    }

    @Test func thirteenThousandOwnWordsPatchAsTheyRebuild() throws {
        let bundled = try Lexicon.bundled()
        var random = SplitMix64(seed: 13_530)
        let words = (0..<13_530).map { _ -> String in
            let length = 3 + random.next(modulo: 9)
            return String(decoding: (0..<length).map { _ in UInt8(97 + random.next(modulo: 26)) }, as: UTF8.self)
        }
        let removing = Array(
            bundled.wordListText().split(separator: "\n").enumerated().filter { $0.offset % 97 == 0 }
                .map { String($0.element.prefix { $0 != "\t" }) })
        let patched = bundled.amended(adding: words, removing: removing)
        #expect(patched.wordListText() == Self.rebuilt(bundled, adding: words, removing: removing).wordListText())
    }

    @Test func nothingToChangeIsStillAListOfItsOwn() throws {
        let bundled = try Lexicon.bundled()
        let same = bundled.amended(adding: ["cat"], removing: ["qqq"])
        #expect(same !== bundled)
        #expect(same.count == bundled.count && same.contains("cat"))
    }
}
