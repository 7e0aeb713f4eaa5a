import Testing

@testable import WordfallCore

/// Tiers and categories of the bundled list (docs/RULES.md, "Word tiers" and "Words the game never
/// offers"), with a held-out list of offensive words written here rather than read from the project's
/// reviewed list.
@Suite struct WordTierTests {
    /// Slurs and words whose every sense is offensive: refused, whatever else the list says.
    static let heldOutSlurs = [
        "darkie", "darkies", "yid", "yids", "kike", "kikes", "wop", "wops", "dago", "spic", "wetback", "nigger",
        "niggers", "honky", "gook", "faggot", "fuck", "fucking", "cunt", "shit", "retard",
    ]
    /// Vulgar or sensitive words: accepted when typed, never offered.
    static let heldOutUnoffered = [
        "coon", "coons", "chink", "slut", "sluts", "porn", "porno", "rape", "raped", "rapist", "whore", "dick",
        "piss", "pissed", "crap", "turd", "dildo", "queer", "retarded", "molest", "boobs", "tits", "pussy",
    ]

    @Test func slursAreRefusedAndNeverWords() throws {
        let lexicon = try Lexicon.bundled()
        for word in Self.heldOutSlurs {
            #expect(!lexicon.contains(word), "\(word)")
            #expect(lexicon.isRefused(word), "\(word)")
            #expect(!lexicon.isOffered(word), "\(word)")
            #expect(lexicon.tier(of: word) == nil, "\(word)")
            let validator = WordValidator(lexicon: lexicon, minWordLength: 3)
            let verdict = validator.verdict(word: word, on: Self.board(spelling: word), levelOver: false)
            #expect(verdict == .rejected(RejectedWord(word: word.uppercased(), reason: .offensive)), "\(word)")
        }
    }

    @Test func vulgarAndSensitiveWordsAreAcceptedButNeverOffered() throws {
        let lexicon = try Lexicon.bundled()
        for word in Self.heldOutUnoffered {
            #expect(lexicon.contains(word), "\(word)")
            #expect(!lexicon.isRefused(word), "\(word)")
            #expect(!lexicon.isOffered(word), "\(word)")
            #expect(!lexicon.isExpected(word), "\(word)")
            #expect(lexicon.entry(for: word)?.category == .unoffered, "\(word)")
        }
    }

    /// COCK and SCREW are judged by their senses (offensive.txt): the common innocent ones win over one
    /// vulgar sense.
    @Test func wordsWithCommonInnocentSensesBesideAVulgarOneAreOffered() throws {
        let lexicon = try Lexicon.bundled()
        for word in ["cock", "cocks", "screw", "tool", "craps", "pee", "prick", "retarding"] {
            #expect(lexicon.isOffered(word), "\(word)")
        }
        #expect(lexicon.isExpected("cock") && lexicon.isExpected("screw"))
    }

    /// A word with a slur sense is never offered, whatever its other senses, and the slur senses are
    /// found on WordNet's capitalised lemmas too (Paddy, Nip, Guinea); its plural follows it.
    @Test func aWordWithASlurSenseIsNeverOffered() throws {
        let lexicon = try Lexicon.bundled()
        for word in ["paddy", "paddies", "nip", "nips", "guinea", "boy", "queen", "spade", "taco", "tom"] {
            #expect(lexicon.contains(word), "\(word)")
            #expect(!lexicon.isOffered(word), "\(word)")
        }
        // SPIC is a slur; SPICED, which looks like its verb form, is an ordinary word.
        #expect(lexicon.isRefused("spic") && lexicon.isExpected("spiced"))
    }

    /// A lemma whose only senses are slurs is refused, in any case (WordNet's Redskin, Kraut, Mick),
    /// with its plural; bitch and midget, which WordNet does not mark, come from the reviewed list.
    @Test func onlySlurSensesAreRefusedAndTheReviewedListCatchesTheRest() throws {
        let lexicon = try Lexicon.bundled()
        for word in ["redskin", "redskins", "kraut", "krauts", "mick", "micks", "squaw"] {
            #expect(lexicon.isRefused(word), "\(word)")
        }
        for word in ["bitch", "bitches", "midget", "midgets", "negro", "gypsy", "bitchy"] {
            #expect(lexicon.contains(word) && !lexicon.isOffered(word), "\(word)")
        }
        // An acronym is not its letters in lower case: WordNet's SOB (obscene) leaves SOB, to weep, alone.
        #expect(lexicon.isExpected("sob") && lexicon.isExpected("sobbed"))
    }

    /// Tiers come from how often people use a word (wordfreq's Zipf frequency), the additions keeping
    /// theirs: words most players know, words a keen player knows, and words accepted but never
    /// offered (inflections nobody uses, such as STOLIDER, whatever their base word's commonness).
    @Test func tiersComeFromUsageAndTheAdditions() throws {
        let lexicon = try Lexicon.bundled()
        #expect(lexicon.tier(of: "cat") == 10)
        #expect(lexicon.tier(of: "GARDEN") == 10)
        #expect(lexicon.tier(of: "aqua") == 35)
        #expect(lexicon.tier(of: "tor") == 40)  // British vocabulary, reviewed (issue 40)
        #expect(lexicon.tier(of: "decamp") == 35)
        #expect(lexicon.tier(of: "juster") == 50)
        #expect(lexicon.tier(of: "stolider") == 60)
        #expect(lexicon.tier(of: "ziti") == 35)
        for word in ["app", "ziti", "ramen", "dojo", "emoji", "selfie", "decamp", "coder", "elated", "aqua", "quasi"] {
            #expect(lexicon.isExpected(word), "\(word)")
        }
        for word in ["stolider", "tinseled", "scotchs", "grassier", "juster", "slier", "stupids", "leerier", "jenny"] {
            #expect(lexicon.contains(word), "\(word)")
            #expect(!lexicon.isExpected(word), "\(word)")
        }
        #expect(lexicon.entry(for: "qzx") == nil)
        #expect(lexicon.entry(for: "ca") == nil)
    }

    @Test func aTaggedListCarriesTiersAndCategories() {
        let text =
            "cat\t10\nlithe\t60\nyid\t55\tslur\nporn\t40\tvulgar\nrape\t20\tsensitive\nodd\t11\nbad\t10\tnasty\nplain\n"
        var builder = WordListBuilder()
        var bytes = Array(text.utf8)
        bytes.withUnsafeMutableBufferPointer { builder.addLines(UnsafeBufferPointer($0)) }
        let lexicon = Lexicon(builder)
        #expect(lexicon.entry(for: "cat") == WordEntry(level: 10, category: .ordinary))
        #expect(lexicon.entry(for: "lithe") == WordEntry(level: 60, category: .ordinary))
        #expect(lexicon.entry(for: "yid") == WordEntry(level: 55, category: .slur))
        #expect(lexicon.entry(for: "porn") == WordEntry(level: 40, category: .unoffered))
        #expect(lexicon.entry(for: "rape") == WordEntry(level: 20, category: .unoffered))
        #expect(lexicon.entry(for: "plain") == WordEntry(level: 0, category: .ordinary))
        #expect(lexicon.entry(for: "odd") == nil)
        #expect(lexicon.entry(for: "bad") == nil)
        #expect(lexicon.contains("cat") && lexicon.contains("porn") && !lexicon.contains("yid"))
        #expect(lexicon.isExpected("cat") && lexicon.isExpected("plain"))
        #expect(!lexicon.isExpected("lithe") && !lexicon.isExpected("rape"))
    }

    @Test func theSolverMarksWhatItFinds() {
        // CAT forwards, TAC backwards; ACT is not formable on one row.
        let lexicon = Lexicon(builderText: "cat\t10\nact\t60\ntac\t40\tvulgar\ntca\t10\tslur\n")
        let board = Board(rows: 1, columns: 3, tiles: "CAT".utf8.map { Tile(letter: $0) })
        let found = lexicon.words(on: board, minLength: 3)
        #expect(found.map(\.word) == ["CAT", "TAC"])
        #expect(found.map(\.isExpected) == [true, false])
        #expect(found.map(\.isOffered) == [true, false])
        let summary = lexicon.summary(on: board, minLength: 3)
        #expect(summary.count == 2 && summary.expectedCount == 1 && summary.bestExpected?.word == "CAT")
        let rare = Board(rows: 1, columns: 3, tiles: "ACT".utf8.map { Tile(letter: $0) })
        let act = lexicon.words(on: rare, minLength: 3)
        #expect(act.map(\.word) == ["ACT"] && act.map(\.isExpected) == [false] && act.map(\.isOffered) == [true])
        let rareSummary = lexicon.summary(on: rare, minLength: 3)
        #expect(rareSummary.count == 1 && rareSummary.expectedCount == 0 && rareSummary.bestExpected == nil)
        #expect(rareSummary.best?.word == "ACT")
    }

    /// A one-row board spelling `word`.
    static func board(spelling word: String) -> Board {
        Board(rows: 1, columns: word.count, tiles: word.uppercased().utf8.map { Tile(letter: $0) })
    }
}

extension Lexicon {
    /// A lexicon of a tagged list's text (as the bundled words.txt writes it).
    convenience init(builderText text: String) {
        var builder = WordListBuilder()
        var bytes = Array(text.utf8)
        bytes.withUnsafeMutableBufferPointer { builder.addLines(UnsafeBufferPointer($0)) }
        self.init(builder)
    }
}

/// `Lexicon.amended`: the player's own words over a list.
@Suite struct AmendedLexiconTests {
    @Test func addedWordsAreFindsRemovedWordsAreGoneSlursStayRefused() {
        let base = Lexicon(builderText: "cat\t10\ndog\t20\nyid\t55\tslur\nporn\t40\tvulgar\n")
        let amended = base.amended(adding: ["DOR", "yid", "cat", "c4t"], removing: ["dog"])
        #expect(amended.entry(for: "dor") == WordEntry(level: 60, category: .ordinary))
        #expect(amended.contains("dor") && !amended.isExpected("dor"))
        #expect(!amended.contains("dog") && amended.entry(for: "dog") == nil)
        #expect(amended.isRefused("yid") && !amended.contains("yid"))
        #expect(amended.entry(for: "cat") == WordEntry(level: 10, category: .ordinary))
        #expect(amended.entry(for: "porn") == WordEntry(level: 40, category: .unoffered))
        #expect(!amended.contains("c4t"))
        #expect(amended.count == 4)
    }

    @Test func theBundledListAmendedKeepsEveryOtherWord() throws {
        let bundled = try Lexicon.bundled()
        let amended = bundled.amended(adding: ["dor"], removing: ["cat"])
        #expect(amended.count == bundled.count)
        #expect(amended.contains("dor") && !amended.contains("cat") && amended.contains("cats"))
        #expect(amended.entry(for: "garden") == bundled.entry(for: "garden"))
        #expect(amended.isRefused("yid"))
    }
}
