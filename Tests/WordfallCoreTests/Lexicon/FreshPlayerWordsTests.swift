import Testing

@testable import WordfallCore

/// The words issue 40's fresh players met refused or graded as finds, by the rule that covers each class
/// (docs/RULES.md, "Word tiers"). Each failed before.
@Suite struct FreshPlayerWordsTests {
    /// Clippings SCOWL files with its abbreviations, and WordNet's words and seen forms of SCOWL's larger
    /// sizes: accepted when typed, never offered.
    @Test(arguments: ["intro", "rad", "prelim", "tech", "ascender", "snarer", "rotes", "encroacher", "peacenik"])
    func acceptedNeverOffered(word: String) throws {
        let lexicon = try Lexicon.bundled()
        #expect(lexicon.contains(word), "\(word)")
        #expect(!lexicon.isExpected(word), "\(word)")
        #expect((lexicon.tier(of: word) ?? 0) >= 40, "\(word)")
    }

    /// Abbreviations that are no words (no vowel, or no lower-case word in WordNet), and forms of the larger
    /// sizes nobody uses, are still refused.
    @Test(arguments: ["mph", "rpm", "bpm", "etc", "asap", "ibid", "filthies", "repletenesses"])
    func stillRefused(word: String) throws {
        #expect(!(try Lexicon.bundled().contains(word)), "\(word)")
    }

    /// AXE: its American spelling AX is too short for a word here, so AXE is the game's spelling, graded by
    /// use. The -ier and -iest forms of an offered -y adjective, and the agent noun of a WordNet verb from
    /// SCOWL's large list, are words a player knows.
    @Test(arguments: [
        "axe", "hardiest", "hardier", "juicier", "wittiest", "sloppiest", "duper", "decider", "installer",
    ])
    func offered(word: String) throws {
        #expect(try Lexicon.bundled().isExpected(word), "\(word)")
    }

    /// Comparatives nobody uses, or of an adjective not offered, and a British agent noun, stay finds.
    @Test(arguments: ["juster", "slier", "stolider", "grassier", "leerier", "carer", "colour", "theatre"])
    func notOffered(word: String) throws {
        let lexicon = try Lexicon.bundled()
        #expect(lexicon.contains(word), "\(word)")
        #expect(!lexicon.isExpected(word), "\(word)")
    }

    /// Offensive words the new rules met: never offered, and a slur's comparative is refused (SHITTIER
    /// from SHITTY), while a word whose slur sense is one of several passes it to no comparative (SHEENIER);
    /// the offensive words of the new sources are left out.
    @Test func offensiveFormsStayOutOfWhatIsOffered() throws {
        let lexicon = try Lexicon.bundled()
        for word in ["blowjob", "blowjobs", "cums", "cumming", "whorehouse"] {
            #expect(lexicon.contains(word) && !lexicon.isOffered(word) && !lexicon.isExpected(word), "\(word)")
            #expect(lexicon.entry(for: word)?.category == .unoffered, "\(word)")
        }
        for word in ["shittier", "shittiest", "motherfucking"] {
            #expect(lexicon.isRefused(word) && !lexicon.contains(word), "\(word)")
        }
        #expect(lexicon.contains("sheenier") && !lexicon.isRefused("sheenier"))
        // A clipping or a word of the larger sizes that would never be offered is left out, as it was.
        for word in ["cum", "jap", "boche", "hun"] {
            #expect(!lexicon.contains(word) && lexicon.entry(for: word) == nil, "\(word)")
        }
    }
}
