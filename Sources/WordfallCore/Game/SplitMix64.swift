/// The game's only source of randomness: SplitMix64, exactly as docs/RULES.md gives it.
///
/// A level's `seed` starts one stream that the whole game draws from, in the
/// order things happen: the random starting board, then every gravity refill
/// and shuffle. The same seed and the same moves give the same boards on
/// every machine.
public struct SplitMix64: RandomNumberGenerator, Hashable, Sendable {
    /// The generator's whole state; the next value is derived from `state + 0x9E3779B97F4A7C15`.
    public var state: UInt64

    public init(seed: UInt64) {
        state = seed
    }

    /// The next 64-bit value of the stream.
    public mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }

    /// `next() % bound`, the reduction docs/RULES.md uses for letters and shuffles (not bias-corrected, by design).
    public mutating func next(modulo bound: Int) -> Int {
        precondition(bound > 0, "a modulus is positive")
        return Int(next() % UInt64(bound))
    }
}
