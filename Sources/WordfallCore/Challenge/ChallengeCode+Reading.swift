extension ChallengeCode {
    /// Reads a code as a person may have typed it: either case, dashes and spaces anywhere, I and L for 1,
    /// O for 0.
    ///
    /// - Throws: `ChallengeCodeError`, in this order: not a code, a bad symbol, a newer version, a check that
    ///   fails (or a wrong length, when that explains it), an unknown language. Two neighbours swapped across
    ///   the header's kind change the length the code should have: when swapping them back makes a code
    ///   that checks, it says the code does not check, not that a symbol is missing.
    public init(reading text: String) throws(ChallengeCodeError) {
        let bytes = Array(text.utf8).filter { $0 != UInt8(ascii: "-") && $0 != UInt8(ascii: " ") }
        guard bytes.count >= 3, bytes.count <= 64, bytes[0] | 32 == UInt8(ascii: "w"),
            bytes[1] | 32 == UInt8(ascii: "f")
        else { throw .notACode }
        var values: [UInt8] = []
        for (offset, byte) in bytes.dropFirst(2).enumerated() {
            guard let value = ChallengeAlphabet.value(of: byte) else {
                throw .badSymbol(Character(Unicode.Scalar(byte)), position: offset + 1)
            }
            values.append(value)
        }
        guard let fields = ChallengeAlphabet.unpack(values[...], widths: [5, 2, 3, Self.wordListBits]) else {
            throw .wrongLength(symbols: values.count, expected: Self.symbolCount(kind: 0))
        }
        if fields[0] > UInt64(Self.currentVersion) { throw .newerVersion(Int(fields[0])) }
        let expected = Self.symbolCount(kind: fields[1])
        guard values.count >= 2, ChallengeAlphabet.check(Array(values.dropLast())) == values.last, fields[0] > 0 else {
            throw values.count == expected || Self.isSwapped(values)
                ? .doesNotCheck : .wrongLength(symbols: values.count, expected: expected)
        }
        guard values.count == expected else { throw .wrongLength(symbols: values.count, expected: expected) }
        guard let language = ChallengeLanguage(rawValue: Int(fields[2])) else {
            throw .unknownLanguage(Int(fields[2]))
        }
        let widths = [5, 2, 3, Self.wordListBits] + Self.bodyWidths(kind: fields[1])
        guard let all = ChallengeAlphabet.unpack(values.dropLast(), widths: widths) else {
            throw .wrongLength(symbols: values.count, expected: expected)
        }
        let body = Array(all.dropFirst(4))
        let game: Game
        switch fields[1] {
        case 0: game = .seed(body[0])
        case 1: game = .daily(CalendarDay(dayNumber: Int(body[0])), generator: Int(body[1]))
        case 2: game = .starter(index: Int(body[0]), contentHash: body[1])
        default: game = .levelFile(contentHash: body[0])
        }
        self.init(game: game, language: language, wordList: fields[3])
    }

    /// Whether two neighbouring symbols swapped back make a code of this version that checks and has the
    /// length its kind says.
    ///
    /// - Complexity: O(n²) in the symbols (at most 62).
    static func isSwapped(_ values: [UInt8]) -> Bool {
        guard values.count >= 3 else { return false }
        for first in 0..<(values.count - 1) where values[first] != values[first + 1] {
            var swapped = values
            swapped.swapAt(first, first + 1)
            guard let fields = ChallengeAlphabet.unpack(swapped[...], widths: [5, 2, 3]),
                fields[0] > 0, fields[0] <= UInt64(currentVersion), swapped.count == symbolCount(kind: fields[1]),
                ChallengeAlphabet.check(Array(swapped.dropLast())) == swapped.last
            else { continue }
            return true
        }
        return false
    }
}
