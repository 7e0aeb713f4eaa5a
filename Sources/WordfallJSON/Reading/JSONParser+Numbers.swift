/// Numbers: checked against JSON's grammar and kept as written (`JSONNumber`).
extension JSONParser {
    mutating func parseNumber() throws(JSONSyntaxError) -> JSONNumber {
        let startIndex = index
        let start = location
        func isDigit(_ byte: UInt8?) -> Bool {
            guard let byte else { return false }
            return byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")
        }
        if current == UInt8(ascii: "-") { advance() }
        guard isDigit(current) else {
            throw error("unexpected \(describeCurrent()) in a number, expected a digit")
        }
        if current == UInt8(ascii: "0") {
            advance()
            if isDigit(current) {
                throw JSONSyntaxError(
                    location: start, message: "numbers must not start with 0 (leading zeros are not allowed)")
            }
        } else {
            while isDigit(current) { advance() }
        }
        if current == UInt8(ascii: ".") {
            advance()
            guard isDigit(current) else {
                throw error("unexpected \(describeCurrent()) in a number, expected a digit after '.'")
            }
            while isDigit(current) { advance() }
        }
        if current == UInt8(ascii: "e") || current == UInt8(ascii: "E") {
            advance()
            if current == UInt8(ascii: "+") || current == UInt8(ascii: "-") { advance() }
            guard isDigit(current) else {
                throw error("unexpected \(describeCurrent()) in a number, expected a digit in the exponent")
            }
            while isDigit(current) { advance() }
        }
        if let next = current, isIdentifierByte(next) || next == UInt8(ascii: ".") {
            throw error("unexpected \(describeCurrent()) after a number")
        }
        return JSONNumber(text: String(decoding: bytes[startIndex..<index], as: UTF8.self))
    }
}
