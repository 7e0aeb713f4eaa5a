/// The symbols of challenge codes and result lines: Crockford's base 32 (digits and letters without I, L, O
/// and U, which look like 1, 1, 0 and V), read case-insensitively, and a check symbol that catches every
/// single symbol changed and every two symbols swapped (docs/RULES.md, "Challenges").
///
/// The check symbol is a weighted sum over GF(32), the field of 32 elements (x^5 + x^2 + 1): symbol i
/// weighs x^(i+1). A changed symbol changes the sum by a non-zero multiple of its weight; two swapped
/// symbols by (a + b)(x^(i+1) + x^(j+1)), never zero while i and j differ by less than 31 (x has order 31),
/// and a code has fewer than 31 symbols.
public enum ChallengeAlphabet {
    /// The 32 symbols, by value.
    public static let symbols: [UInt8] = Array("0123456789ABCDEFGHJKMNPQRSTVWXYZ".utf8)

    /// The value of `byte` as a code symbol, read as Crockford reads it: either case, I and L as 1, O as 0;
    /// nil for anything else (U included).
    public static func value(of byte: UInt8) -> UInt8? {
        var upper = byte
        if upper >= UInt8(ascii: "a") && upper <= UInt8(ascii: "z") { upper -= 32 }
        switch upper {
        case UInt8(ascii: "I"), UInt8(ascii: "L"): return 1
        case UInt8(ascii: "O"): return 0
        default: break
        }
        guard let index = symbols.firstIndex(of: upper) else { return nil }
        return UInt8(index)
    }

    /// The symbol of `value` (0 to 31).
    public static func symbol(_ value: UInt8) -> Character {
        Character(Unicode.Scalar(symbols[Int(value & 31)]))
    }

    /// The check symbol's value for `values` (each 0 to 31).
    public static func check(_ values: [UInt8]) -> UInt8 {
        var sum: UInt8 = 0
        var weight: UInt8 = 2
        for value in values {
            sum ^= multiply(value, weight)
            weight = multiply(weight, 2)
        }
        return sum
    }

    /// Multiplication in GF(32) modulo x^5 + x^2 + 1.
    static func multiply(_ a: UInt8, _ b: UInt8) -> UInt8 {
        var (a, b, product): (UInt8, UInt8, UInt8) = (a & 31, b & 31, 0)
        while b != 0 {
            if b & 1 != 0 { product ^= a }
            b >>= 1
            a <<= 1
            if a & 32 != 0 { a ^= 0b100101 }
        }
        return product
    }

    /// `values` packed from the bits of `fields`, each `(value, bits)`, most significant bit first, padded
    /// with zero bits to whole symbols.
    static func pack(_ fields: [(value: UInt64, bits: Int)]) -> [UInt8] {
        var bits: [Bool] = []
        for field in fields {
            for shift in stride(from: field.bits - 1, through: 0, by: -1) {
                bits.append(shift < 64 && (field.value >> UInt64(shift)) & 1 == 1)
            }
        }
        while bits.count % 5 != 0 { bits.append(false) }
        var values: [UInt8] = []
        for start in stride(from: 0, to: bits.count, by: 5) {
            var value: UInt8 = 0
            for bit in bits[start..<start + 5] { value = value << 1 | (bit ? 1 : 0) }
            values.append(value)
        }
        return values
    }

    /// Reads fields of the given widths back from `values`, in order; nil when there are too few bits.
    static func unpack(_ values: ArraySlice<UInt8>, widths: [Int]) -> [UInt64]? {
        var bits: [Bool] = []
        for value in values {
            for shift in stride(from: 4, through: 0, by: -1) { bits.append((value >> UInt8(shift)) & 1 == 1) }
        }
        var fields: [UInt64] = []
        var index = 0
        for width in widths {
            guard index + width <= bits.count else { return nil }
            var field: UInt64 = 0
            for bit in bits[index..<index + width] { field = field << 1 | (bit ? 1 : 0) }
            fields.append(field)
            index += width
        }
        return fields
    }
}
