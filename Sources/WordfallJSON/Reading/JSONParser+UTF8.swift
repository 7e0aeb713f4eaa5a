/// The parser's first pass: the whole input must be well-formed UTF-8 before any value is read.
extension JSONParser {
    /// Throws at the first byte that does not belong to a well-formed UTF-8 sequence.
    static func checkUTF8(_ bytes: [UInt8]) throws(JSONSyntaxError) {
        var line = 1
        var column = 1
        var i = 0
        while i < bytes.count {
            let byte = bytes[i]
            var length = 0
            var lowerSecond: UInt8 = 0x80
            var upperSecond: UInt8 = 0xBF
            switch byte {
            case 0x00...0x7F: length = 1
            case 0xC2...0xDF: length = 2
            case 0xE0:
                length = 3
                lowerSecond = 0xA0
            case 0xE1...0xEC, 0xEE...0xEF: length = 3
            case 0xED:
                length = 3
                upperSecond = 0x9F
            case 0xF0:
                length = 4
                lowerSecond = 0x90
            case 0xF1...0xF3: length = 4
            case 0xF4:
                length = 4
                upperSecond = 0x8F
            default: length = 0
            }
            var valid = length > 0 && i + length <= bytes.count
            if valid && length > 1 {
                valid = bytes[i + 1] >= lowerSecond && bytes[i + 1] <= upperSecond
                var k = 2
                while valid && k < length {
                    valid = bytes[i + k] & 0xC0 == 0x80
                    k += 1
                }
            }
            if !valid {
                let hex = String(byte, radix: 16, uppercase: true)
                throw JSONSyntaxError(
                    location: SourceLocation(line: line, column: column),
                    message: "the file is not valid UTF-8 (byte 0x\(hex.count == 1 ? "0" : "")\(hex)); save it as UTF-8"
                )
            }
            if byte == UInt8(ascii: "\n") {
                line += 1
                column = 1
            } else {
                column += 1
            }
            i += length
        }
    }
}
