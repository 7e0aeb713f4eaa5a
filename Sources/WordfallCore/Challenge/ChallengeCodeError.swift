/// Why a text is not a challenge code this wordfall can play: each says what is wrong and what to do.
public enum ChallengeCodeError: Error, Hashable, Sendable {
    /// It does not start with `WF`, or is far too long to be one.
    case notACode
    /// A character outside the code's symbols, at this place (from 1, dashes and spaces not counted).
    case badSymbol(Character, position: Int)
    /// The check symbol does not match: a symbol was mistyped or two were swapped.
    case doesNotCheck
    /// It has a wrong number of symbols for its kind.
    case wrongLength(symbols: Int, expected: Int)
    /// A code of a later version than this wordfall reads.
    case newerVersion(Int)
    /// A language this wordfall does not play, by its number.
    case unknownLanguage(Int)

    /// The message, after `CODE: error: `.
    public var message: String {
        switch self {
        case .notACode:
            "not a challenge code (a code starts with WF, then letters and digits: WF-1044-...)"
        case .badSymbol(let character, let position):
            "symbol \(position) after WF, '\(character.isASCII && !character.isWhitespace ? String(character) : "?")', "
                + "is not used in codes (they use 0-9 and A-Z without I, L, O, U): check that symbol"
        case .doesNotCheck:
            "the code does not check: a symbol is mistyped or two are swapped; compare it with the one sent, "
                + "or ask for it again (pasted, not retyped)"
        case .wrongLength(let symbols, let expected):
            "the code has \(symbols) symbols after WF where it should have \(expected): one is missing or extra; "
                + "ask for it again"
        case .newerVersion(let version):
            "the code is of challenge version \(version), made by a newer wordfall; this one reads version "
                + "\(ChallengeCode.currentVersion): update wordfall to play it"
        case .unknownLanguage(let number):
            "the code is for a language this wordfall does not play (language \(number); it plays "
                + ChallengeLanguage.allCases.map(\.name).joined(separator: ", ") + "): update wordfall to play it"
        }
    }
}
