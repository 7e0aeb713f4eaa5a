/// What tells one game from every other (issue 36): 128 random bits, given when the game starts and kept
/// with its moves, its kept state, any journal entry of it and its result, so a game saved twice is one
/// game, and a game that ended is never offered again.
///
/// Written as 32 lower-case hexadecimal digits.
public struct GameID: Hashable, Sendable, CustomStringConvertible {
    public let high: UInt64
    public let low: UInt64

    public init(high: UInt64, low: UInt64) {
        self.high = high
        self.low = low
    }

    /// A new id from the system's random source.
    public static func random() -> GameID {
        var generator = SystemRandomNumberGenerator()
        return GameID(high: generator.next(), low: generator.next())
    }

    /// The id written as `description` writes it; nil for anything else (another length, another digit).
    public init?(_ text: String) {
        let digits = Array(text.utf8)
        guard digits.count == 32, digits.allSatisfy({ (48...57).contains($0) || (97...102).contains($0) }),
            let high = UInt64(String(decoding: digits[0..<16], as: UTF8.self), radix: 16),
            let low = UInt64(String(decoding: digits[16...], as: UTF8.self), radix: 16)
        else { return nil }
        self.init(high: high, low: low)
    }

    /// 32 lower-case hexadecimal digits.
    public var description: String { Self.hex(high) + Self.hex(low) }

    private static func hex(_ value: UInt64) -> String {
        let digits = String(value, radix: 16)
        return String(repeating: "0", count: 16 - digits.count) + digits
    }
}
