/// A JSON number kept as its source text, so integers are read exactly.
///
/// `Double` loses integers above 2^53; seeds go up to 2^64-1, so whole numbers
/// are computed from the digits instead.
package struct JSONNumber: Hashable, Sendable {
    /// What a number is, read as a whole number.
    package enum Whole: Hashable, Sendable {
        /// A whole number whose magnitude fits in 64 bits (`-0` is 0, not negative).
        case exact(negative: Bool, magnitude: UInt64)
        /// A whole number too large for 64 bits.
        case tooLarge(negative: Bool)
        /// Not a whole number (it has a fractional part).
        case fraction
    }

    /// The number exactly as written in the file (already checked to be valid JSON).
    package var text: String

    /// The number as a `Double` (infinite when out of range).
    package var doubleValue: Double { Double(text) ?? .nan }

    /// The number read as a whole number: `1e3` and `2.0` are whole, `1.5` is not.
    package var whole: Whole {
        var negative = false
        var digits: [UInt8] = []
        var fractionDigits = 0
        var exponent = 0
        var exponentNegative = false
        var part = 0  // 0 integer, 1 fraction, 2 exponent
        for byte in text.utf8 {
            switch byte {
            case UInt8(ascii: "-"):
                if part == 2 { exponentNegative = true } else { negative = true }
            case UInt8(ascii: "+"):
                break
            case UInt8(ascii: "."):
                part = 1
            case UInt8(ascii: "e"), UInt8(ascii: "E"):
                part = 2
            case UInt8(ascii: "0")...UInt8(ascii: "9"):
                let digit = byte - UInt8(ascii: "0")
                if part == 2 {
                    // Saturate: anything past a million digits is "too large" or "fraction" anyway.
                    exponent = min(exponent * 10 + Int(digit), 1_000_000)
                } else {
                    if part == 1 { fractionDigits += 1 }
                    digits.append(digit)
                }
            default:
                break
            }
        }
        // Drop leading zeros; an all-zero mantissa is 0 whatever the exponent.
        let first = digits.firstIndex { $0 != 0 }
        guard let first else { return .exact(negative: false, magnitude: 0) }
        digits.removeFirst(first)
        var scale = (exponentNegative ? -exponent : exponent) - fractionDigits
        while scale < 0, let last = digits.last, last == 0 {
            digits.removeLast()
            scale += 1
        }
        if scale < 0 { return .fraction }
        if digits.count + scale > 20 { return .tooLarge(negative: negative) }
        var magnitude: UInt64 = 0
        for digit in digits + [UInt8](repeating: 0, count: scale) {
            let (times10, overflow1) = magnitude.multipliedReportingOverflow(by: 10)
            let (sum, overflow2) = times10.addingReportingOverflow(UInt64(digit))
            if overflow1 || overflow2 { return .tooLarge(negative: negative) }
            magnitude = sum
        }
        return .exact(negative: negative, magnitude: magnitude)
    }

    /// The number as an `Int` when it is whole and fits; nil otherwise.
    package var intValue: Int? {
        guard case .exact(let negative, let magnitude) = whole else { return nil }
        if negative {
            return magnitude <= UInt64(Int.max) + 1 ? Int(truncatingIfNeeded: 0 &- magnitude) : nil
        }
        return magnitude <= UInt64(Int.max) ? Int(magnitude) : nil
    }
}
