import Testing

@testable import WordfallCore

/// Challenge codes (docs/RULES.md, "Challenges"): what a code carries comes back, and a code a person
/// mistyped, or one this wordfall cannot play, is refused with what is wrong.
@Suite struct ChallengeCodeTests {
    static let codes: [ChallengeCode] = [
        ChallengeCode(game: .seed(42), wordList: 0x5A5A5),
        ChallengeCode(game: .seed(UInt64.max), wordList: 0xFFFFF),
        ChallengeCode(game: .daily(CalendarDay(dayNumber: 20_423), generator: 3), wordList: 0x12345),
        ChallengeCode(game: .starter(index: 12, contentHash: 0x1AB_CDEF), wordList: 1),
        ChallengeCode(game: .levelFile(contentHash: 0x0FED_CBA9_8765_4321), wordList: 0xABCDE),
    ]

    @Test(arguments: codes) func aCodeReadsBackAsItWasMade(_ code: ChallengeCode) throws {
        let text = code.text
        #expect(text.count <= 40)
        #expect(text.hasPrefix("WF-"))
        #expect(try ChallengeCode(reading: text) == code)
        // As a person may type it: lower case, no dashes, O for 0 and l for 1.
        let typed = text.lowercased().filter { $0 != "-" }.replacingZerosAndOnes()
        #expect(try ChallengeCode(reading: typed) == code)
    }

    @Test(arguments: codes) func everySymbolChangedIsRefused(_ code: ChallengeCode) {
        let symbols = Array(code.compact.dropFirst(2))
        let alphabet = ChallengeAlphabet.symbols.map { Character(Unicode.Scalar($0)) }
        for index in symbols.indices {
            for replacement in alphabet where replacement != symbols[index] {
                var changed = symbols
                changed[index] = replacement
                let text = "WF" + String(changed)
                #expect(throws: ChallengeCodeError.self, "\(text)") { try Self.readSameVersion(text) }
            }
        }
    }

    @Test(arguments: codes) func everyTwoSymbolsSwappedAreRefused(_ code: ChallengeCode) {
        let symbols = Array(code.compact.dropFirst(2))
        for first in symbols.indices {
            for second in symbols.indices where second > first && symbols[first] != symbols[second] {
                var swapped = symbols
                swapped.swapAt(first, second)
                let text = "WF" + String(swapped)
                #expect(throws: ChallengeCodeError.self, "\(text)") { try Self.readSameVersion(text) }
            }
        }
    }

    /// A friend's mistyping swaps neighbours, the kind's symbol too: the code then says it does not check,
    /// as any other swap (it said "wrong length": the kind it read has another length).
    @Test(arguments: codes) func neighboursSwappedSayTheCodeDoesNotCheck(_ code: ChallengeCode) {
        let symbols = Array(code.compact.dropFirst(2))
        for first in 0..<(symbols.count - 1) where symbols[first] != symbols[first + 1] {
            var swapped = symbols
            swapped.swapAt(first, first + 1)
            let text = "WF" + String(swapped)
            do {
                _ = try ChallengeCode(reading: text)
                Issue.record("\(text) was read")
            } catch {
                #expect(error == .doesNotCheck || error.isNewerVersion, "\(text): \(error)")
            }
        }
    }

    @Test func theMessagesSayWhatAndWhatToDo() {
        func error(_ text: String) -> ChallengeCodeError? {
            do {
                _ = try ChallengeCode(reading: text)
                return nil
            } catch {
                return error
            }
        }
        let code = ChallengeCode(game: .seed(42), wordList: 0x5A5A5).compact
        var changed = Array(code)
        changed[8] = changed[8] == "7" ? "8" : "7"
        #expect(error(String(changed)) == .doesNotCheck)
        #expect(error(String(code.dropLast())) == .wrongLength(symbols: 19, expected: 20))
        #expect(error("WF2" + code.dropFirst(3)) == .newerVersion(2))
        #expect(error("hello") == .notACode)
        #expect(error("WF1U") == .badSymbol("U", position: 2))
        #expect(ChallengeCodeError.doesNotCheck.message.contains("mistyped or two are swapped"))
        #expect(ChallengeCodeError.newerVersion(2).message.hasSuffix("update wordfall to play it"))
    }

    @Test func aLanguageThisWordfallDoesNotPlayIsRefused() throws {
        // Language 7 (not yet played): made by hand, the check symbol as a newer wordfall would write it.
        var values = ChallengeAlphabet.pack([(1, 5), (0, 2), (7, 3), (0x5A5A5, 20), (42, 64)])
        values.append(ChallengeAlphabet.check(values))
        let text = "WF" + String(values.map(ChallengeAlphabet.symbol))
        #expect(throws: ChallengeCodeError.unknownLanguage(7)) { try ChallengeCode(reading: text) }
        // Language 1 is Catalan (docs/LANGUAGES.md), read back as made.
        let catalan = ChallengeCode(game: .seed(42), language: .catalan, wordList: 0x5A5A5)
        #expect(try ChallengeCode(reading: catalan.text) == catalan)
        #expect(catalan.text != ChallengeCode(game: .seed(42), wordList: 0x5A5A5).text)
    }

    /// Reads `text`, taking a code that now says a later version as refused too (it is, with its own message).
    static func readSameVersion(_ text: String) throws {
        _ = try ChallengeCode(reading: text)
    }
}

extension ChallengeCodeError {
    /// A swap that put a higher number in the version's place reads as a newer version (its own message).
    fileprivate var isNewerVersion: Bool {
        if case .newerVersion = self { true } else { false }
    }
}

extension String {
    fileprivate func replacingZerosAndOnes() -> String {
        String(map { $0 == "0" ? "o" : $0 == "1" ? "l" : $0 })
    }
}
