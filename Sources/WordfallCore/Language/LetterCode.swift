/// The code letters a word's tile spelling is written in inside the model (decision 0460): `A`-`Z` are the
/// codes of indices 0-25, as English's letters always were, and the digits `0`-`9` those of indices 26-35,
/// for a set of more than 26 tiles (Spanish, German, Polish). A digit is no letter a player types, so no
/// typed text is ever read as one; the tile sets translate at the edges.
public enum LetterCode {
    /// How many code letters there are: the most tiles a set may have.
    public static let count = 36
    /// How many are the letters A-Z (a set of at most this many tiles fits `WFTRIE03`).
    public static let letters = 26

    /// Whether `byte` is a code letter (`A`-`Z` or `0`-`9`).
    @inline(__always)
    public static func isCode(_ byte: UInt8) -> Bool {
        (65...90).contains(byte) || (48...57).contains(byte)
    }

    /// The index (0-35) of a code letter; meaningless for any other byte.
    @inline(__always)
    public static func index(_ code: UInt8) -> Int {
        code >= 65 ? Int(code) &- 65 : Int(code) &- 22
    }

    /// The code letter of an index 0-35.
    @inline(__always)
    public static func code(index: Int) -> UInt8 {
        index < letters ? UInt8(65 + index) : UInt8(22 + index)
    }

    /// The index of a code letter, nil for any other byte; lower-case letters read as their upper case.
    @inline(__always)
    public static func index(ofCodeOrLower byte: UInt8) -> Int? {
        switch byte {
        case 65...90: Int(byte) - 65
        case 97...122: Int(byte) - 97
        case 48...57: Int(byte) - 22
        default: nil
        }
    }
}
