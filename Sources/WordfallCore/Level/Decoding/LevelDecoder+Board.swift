import WordfallJSON

extension LevelDecoder {
    static let boardKeys = ["letters", "bonus", "size"]
    static let sideRange = 2...12

    /// A fixed board from `letters` (and `bonus`), or a random one from `size`.
    mutating func decodeBoard(_ value: JSONValue) -> BoardSource? {
        guard
            let fields = reader.object(
                value, path: "board", allowed: LevelDecoder.boardKeys,
                expected: "must be an object with \"letters\" or \"size\"")
        else { return nil }
        switch (fields["letters"], fields["size"]) {
        case (let letters?, nil):
            return decodeLetters(letters, bonus: fields["bonus"])
        case (nil, let size?):
            if let bonus = fields["bonus"] {
                reader.report(
                    "board.bonus", "is only allowed with \"letters\" (a random board has no bonus tiles)",
                    at: bonus.location)
            }
            return decodeSize(size)
        case (.some, .some):
            reader.report("board", "must have \"letters\" or \"size\", not both", at: value.location)
            return nil
        case (nil, nil):
            reader.report(
                "board", "must have \"letters\" (rows of letters) or \"size\" ([rows, columns])", at: value.location)
            return nil
        }
    }

    private mutating func decodeSize(_ value: JSONValue) -> BoardSource? {
        let expected = "must be [rows, columns], two whole numbers from 2 to 12"
        guard let elements = reader.array(value, path: "board.size", expected: expected) else { return nil }
        guard elements.count == 2 else {
            reader.report(
                "board.size", "\(expected), got \(elements.count) value\(elements.count == 1 ? "" : "s")",
                at: value.location)
            return nil
        }
        let rows = reader.integer(elements[0], path: "board.size[0]", in: LevelDecoder.sideRange)
        let columns = reader.integer(elements[1], path: "board.size[1]", in: LevelDecoder.sideRange)
        guard let rows, let columns else { return nil }
        return .random(rows: rows, columns: columns)
    }

    /// Reads an array of row strings; nil (reported) when it is not one or has the wrong number of rows.
    private mutating func rowStrings(
        _ value: JSONValue, path: String, expected: String, rows: Int?
    ) -> [(text: [Unicode.Scalar], value: JSONValue)?]? {
        guard let elements = reader.array(value, path: path, expected: expected) else { return nil }
        if let rows {
            guard elements.count == rows else {
                reader.report(
                    path, "must have \(rows) rows like board.letters, got \(elements.count)", at: value.location)
                return nil
            }
        } else if !LevelDecoder.sideRange.contains(elements.count) {
            reader.report(path, "must have 2 to 12 rows, got \(elements.count)", at: value.location)
            return nil
        }
        return elements.enumerated().map { index, element in
            let rowPath = ValueReader.element(path, index)
            guard case .string(let text) = element.kind else {
                reader.report(rowPath, "must be a string, got \(element.summary)", at: element.location)
                return nil
            }
            return (Array(text.unicodeScalars), element)
        }
    }

    private mutating func decodeLetters(_ value: JSONValue, bonus bonusValue: JSONValue?) -> BoardSource? {
        let before = reader.reported
        guard
            let rows = rowStrings(
                value, path: "board.letters", expected: "must be an array of row strings like [\"CAT\", \"DOG\"]",
                rows: nil)
        else { return nil }
        var width: (columns: Int, row: Int)?
        var letters: [UInt8] = []
        for (index, read) in rows.enumerated() {
            guard let read else { continue }
            let path = ValueReader.element("board.letters", index)
            guard let row = codeLetters(read, path: path) else { continue }
            if let width {
                if row.text.count != width.columns {
                    reader.report(
                        path,
                        "must be \(width.columns) letters long like board.letters[\(width.row)], got \(row.text.count)",
                        at: row.value.location)
                    continue
                }
            } else if !LevelDecoder.sideRange.contains(row.text.count) {
                reader.report(path, "must be 2 to 12 letters long, got \(row.text.count)", at: row.value.location)
                continue
            } else {
                width = (row.text.count, index)
            }
            if let bad = row.text.firstIndex(where: { LevelDecoder.codeIndex($0, in: language) == nil }) {
                reader.report(
                    path,
                    "has \(LevelDecoder.describe(row.text[bad])) at position \(bad + 1); only letters A-Z are allowed"
                        + (language.isEnglish ? "" : " (tile code letters)"),
                    at: row.value.location)
                continue
            }
            letters += row.text.compactMap { LevelDecoder.codeIndex($0, in: language).map(LetterCode.code(index:)) }
        }
        var bonuses = [Bonus](repeating: .none, count: letters.count)
        if let bonusValue {
            bonuses = decodeBonus(bonusValue, rows: rows.count, columns: width?.columns) ?? bonuses
        }
        guard reader.reported == before, let width, letters.count == rows.count * width.columns else {
            return nil
        }
        let values = language.tiles.values
        let qReadsQU = language.tiles.qReadsQU
        let tiles = zip(letters, bonuses).map {
            Tile(letter: $0, value: values[LetterCode.index($0)], bonus: $1, qReadsQU: qReadsQU)
        }
        return .fixed(Board(rows: rows.count, columns: width.columns, tiles: tiles))
    }

    /// A row of another language than English as its tiles' code letters (`[L·L]ETRA` is `WETRA` in
    /// Catalan); nil, reported, when a character or a bracketed group is no tile of the language.
    private mutating func codeLetters(
        _ row: (text: [Unicode.Scalar], value: JSONValue), path: String
    ) -> (text: [Unicode.Scalar], value: JSONValue)? {
        if language.isEnglish { return row }
        var text = String(String.UnicodeScalarView(row.text))[...]
        var codes: [Unicode.Scalar] = []
        var position = 1
        while let first = text.first {
            let piece: Substring
            if first == "[", let close = text.firstIndex(of: "]") {
                piece = text[text.index(after: text.startIndex)..<close]
                text = text[text.index(after: close)...]
            } else {
                piece = text.prefix(1)
                text = text.dropFirst()
            }
            let spelled = language.tiles.tileSpelling(of: String(piece))
            let one = spelled.flatMap { $0 == "QU" && language.tiles.qReadsQU ? "Q" : $0 }
            guard let one, one.unicodeScalars.count == 1, let code = one.unicodeScalars.first else {
                reader.report(
                    path,
                    "has \"\(TerminalText.quoted(String(piece)))\" at tile \(position), which is no tile of "
                        + "\(language.name) (docs/LANGUAGES.md; a tile of several letters is written in brackets: [L·L])",
                    at: row.value.location)
                return nil
            }
            codes.append(code)
            position += 1
        }
        return (codes, row.value)
    }

    /// The bonus overlay, row-major; `columns` is nil when the letters' width is unknown.
    private mutating func decodeBonus(_ value: JSONValue, rows count: Int, columns: Int?) -> [Bonus]? {
        guard
            let rows = rowStrings(
                value, path: "board.bonus", expected: "must be an array of row strings like [\"..2\", \"D..\"]",
                rows: count)
        else { return nil }
        var bonuses: [Bonus] = []
        for (index, row) in rows.enumerated() {
            guard let row else { continue }
            let path = ValueReader.element("board.bonus", index)
            if let columns, row.text.count != columns {
                reader.report(
                    path, "must be \(columns) characters long like board.letters, got \(row.text.count)",
                    at: row.value.location)
                continue
            }
            for (position, scalar) in row.text.enumerated() {
                guard let bonus = Bonus(rawValue: Character(scalar).uppercased().first ?? " ") else {
                    reader.report(
                        path,
                        "has \(LevelDecoder.describe(scalar)) at position \(position + 1); allowed: . 2 3 D T",
                        at: row.value.location)
                    break
                }
                bonuses.append(bonus)
            }
        }
        return bonuses
    }

    /// A character for messages: `'1'`, `space`, or `U+00E9 'é'`.
    static func describe(_ scalar: Unicode.Scalar) -> String {
        if scalar == " " { return "a space" }
        if scalar.value < 0x20 || (0x7F..<0xA0).contains(scalar.value) || scalar.value == 0x2028
            || scalar.value == 0x2029 || scalar.value == 0xFEFF
        {
            let hex = String(scalar.value, radix: 16, uppercase: true)
            return "control character U+" + String(repeating: "0", count: max(0, 4 - hex.count)) + hex
        }
        return "'\(Character(scalar))'"
    }
}
