/// A language's tiles (decision 0460): each tile's code letter, face, typed forms, value and count; which
/// are vowels and which hard; whether the code Q reads QU; and the marks the language folds.
///
/// It translates at the model's edges: what a player types into a word's tile spelling (code letters,
/// what the index, the solver and the validator hold), and a tile spelling back into the faces a player
/// reads. English's code letters are its letters, so for English both are the identity on A-Z.
public struct TileSet: Hashable, Sendable {
    /// The tiles, in the order docs/LANGUAGES.md lists them.
    public let tiles: [LanguageTile]
    /// Whether the code Q is followed by U in a tile spelling, the tile reading QU (English, Catalan).
    public let qReadsQU: Bool
    /// The code letters of the vowels a balanced draw keeps between a third and a half of the board.
    public let vowels: Set<UInt8>
    /// The code letters of the hard tiles a `hardLetters` rule caps.
    public let hardLetters: Set<UInt8>
    /// Whether letters with marks that are not tiles of their own are typed as their base letter.
    public let folds: Bool
    /// The index in `tiles` of each code letter (`LetterCode.index`), -1 for a code the set does not use.
    private let indexOfCode: [Int]
    /// Whether a tile's code is a digit (a set of more than 26 tiles, `WFTRIE04`): its bag and values then
    /// have a slot for each of the 36 code letters, else for A-Z.
    public let isWide: Bool
    /// The tiles of several letters, longest typed form first: matched before single letters.
    private let multiLetter: [(form: [Character], code: UInt8)]
    /// Each single typed character's code letter; empty when `typedAsCodes` (built on the slow path only).
    private let single: [Character: UInt8]
    /// Whether each tile is typed as its code letter alone, in lower case, and nothing is folded (English):
    /// text typed in ASCII is then its spelling, upper case, and the tables above are not built (a
    /// dictionary of characters costs its generic metadata and hashing at start, 9% of a short `run`).
    private let typedAsCodes: Bool

    public init(tiles: [LanguageTile], qReadsQU: Bool, vowels: String, hardLetters: String, folds: Bool) {
        self.tiles = tiles
        self.qReadsQU = qReadsQU
        self.vowels = Set(vowels.utf8)
        self.hardLetters = Set(hardLetters.utf8)
        self.folds = folds
        var index = [Int](repeating: -1, count: LetterCode.count)
        for (offset, tile) in tiles.enumerated() { index[LetterCode.index(tile.code)] = offset }
        self.indexOfCode = index
        isWide = tiles.contains { $0.code < 65 }
        typedAsCodes = !folds && tiles.allSatisfy { Self.isTypedAsCode($0) }
        if typedAsCodes {
            (multiLetter, single) = ([], [:])
        } else {
            (multiLetter, single) = Self.typedForms(tiles)
        }
    }

    /// Whether `tile` is typed as its code letter alone, in lower case.
    private static func isTypedAsCode(_ tile: LanguageTile) -> Bool {
        guard tile.typed.count == 1, (65...90).contains(tile.code) else { return false }
        return tile.typed[0].utf8.elementsEqual(CollectionOfOne(tile.code | 0x20))
    }

    /// The tiles' typed forms: those of several letters (longest first), and each single character's code.
    private static func typedForms(_ tiles: [LanguageTile]) -> (
        multi: [(form: [Character], code: UInt8)], single: [Character: UInt8]
    ) {
        var multi: [(form: [Character], code: UInt8)] = []
        var single: [Character: UInt8] = [:]
        for tile in tiles {
            for form in tile.typed {
                let characters = Array(form)
                if characters.count == 1 {
                    single[characters[0]] = tile.code
                } else {
                    multi.append((characters, tile.code))
                }
            }
        }
        return (multi.sorted { $0.form.count > $1.form.count }, single)
    }

    public static func == (left: TileSet, right: TileSet) -> Bool { left.tiles == right.tiles }
    public func hash(into hasher: inout Hasher) { hasher.combine(tiles) }

    /// The tile of a code letter, nil for a code the set does not use.
    public func tile(code: UInt8) -> LanguageTile? {
        guard LetterCode.isCode(code) else { return nil }
        let index = indexOfCode[LetterCode.index(code)]
        return index < 0 ? nil : tiles[index]
    }

    /// The letter weights of the bag (the Scrabble counts), indexed by code letter (`LetterCode.index`).
    public var bag: LetterBag {
        var weights = [Int](repeating: 0, count: slots)
        for tile in tiles { weights[LetterCode.index(tile.code)] = tile.count }
        return LetterBag(weights: weights, values: values, qReadsQU: qReadsQU)
    }

    /// The value of each code letter (`LetterCode.index`: A-Z, and 0-9 in a wide set), 0 for a code the set
    /// does not use.
    public var values: [Int] {
        var values = [Int](repeating: 0, count: slots)
        for tile in tiles { values[LetterCode.index(tile.code)] = tile.value }
        return values
    }

    /// The slots of the bag and the values: one a code letter A-Z, or all 36 in a wide set.
    private var slots: Int { isWide ? LetterCode.count : LetterCode.letters }

    /// The tile spelling (code letters, upper case) of what a player typed, or nil when a character is
    /// no tile's: NFC-equal characters are the same, case is ignored, marks the set folds are dropped,
    /// tiles of several letters are matched longest first (`col·legi` gives `COWEGI` in Catalan).
    public func tileSpelling(of typed: String) -> String? {
        if typedAsCodes {
            // Every code letter is typed as itself: ASCII text is its spelling, or no tile's.
            var codes: [UInt8] = []
            var ascii = true
            for byte in typed.utf8 {
                guard byte < 0x80 else {
                    ascii = false
                    break
                }
                let code = byte & 0xDF
                guard (65...90).contains(code), indexOfCode[Int(code) - 65] >= 0 else { return nil }
                codes.append(code)
            }
            if ascii { return String(decoding: codes, as: UTF8.self) }
            // Other text (a letter whose lower case is ASCII, as the Kelvin sign's is): the tables, built now.
            let (multi, single) = Self.typedForms(tiles)
            return Self.spelling(of: typed, multi: multi, single: single, folds: folds)
        }
        return Self.spelling(of: typed, multi: multiLetter, single: single, folds: folds)
    }

    /// `tileSpelling(of:)` by the tables of typed forms.
    private static func spelling(
        of typed: String, multi multiLetter: [(form: [Character], code: UInt8)], single: [Character: UInt8],
        folds: Bool
    ) -> String? {
        let characters = Array(typed.lowercased())
        var codes: [UInt8] = []
        var at = 0
        next: while at < characters.count {
            for (form, code) in multiLetter where characters[at...].starts(with: form) {
                codes.append(code)
                at += form.count
                continue next
            }
            if let code = single[characters[at]] {
                codes.append(code)
            } else if folds, let base = LetterFolding.base(of: characters[at]) {
                guard base.allSatisfy({ single[$0] != nil }) else { return nil }
                codes += base.compactMap { single[$0] }
            } else {
                return nil
            }
            at += 1
        }
        return String(decoding: codes, as: UTF8.self)
    }

    /// What a tile shows on the board, one or two characters: its face, a tile of several letters with its
    /// first letter upper case (`Qu`, `Ny`; Catalan's L·L as the one letter `Ŀ` then `l`).
    public func boardFace(code: UInt8) -> String {
        guard let face = tile(code: code)?.face else { return String(Unicode.Scalar(code)) }
        if face == "L·L" { return "Ŀl" }
        return face.count > 1 ? face.prefix(1) + face.dropFirst().lowercased() : face
    }

    /// How many letters a word shown in these tiles' faces has, as letters are counted everywhere
    /// (docs/LANGUAGES.md): a tile of several letters is one (`ARENY` has 4), a Q tile reading QU two (its U
    /// is a letter of the spelling); text that is no tile's counts its characters.
    public func letters(in shown: String) -> Int {
        tileSpelling(of: shown)?.utf8.count ?? shown.count
    }

    /// The faces a player reads for a tile spelling (`COWEGI` gives `COL·LEGI` in Catalan); a code the set
    /// does not use is kept as it is. The code Q reads `Q` here: the U after it is its own code.
    public func faces(of spelling: String) -> String {
        var text = ""
        for code in spelling.utf8 {
            if code == UInt8(ascii: "Q") && qReadsQU {
                text += "Q"
            } else if let tile = tile(code: code) {
                text += tile.face
            } else {
                text.unicodeScalars.append(Unicode.Scalar(code))
            }
        }
        return text
    }
}
