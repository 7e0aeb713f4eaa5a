extension ChallengeResult {
    /// The most characters a line may have (a long game's every word, with room to spare).
    public static let lineLimit = 64 * 1024

    /// Reads a result line as `line` prints it; the code, the words and the check are read in either case.
    /// Spaces, line breaks and box edges (`|`, `│`) anywhere are ignored: a line has none of its own, and a line
    /// copied across the rows an end screen wraps it in reads back whole.
    ///
    /// - Throws: `ChallengeResultError`: the shape first, then the check, then each part.
    public init(reading text: String) throws(ChallengeResultError) {
        guard text.utf8.count <= Self.lineLimit * 2 else { throw .notAResult }
        let trimmed = String(String.UnicodeScalarView(text.unicodeScalars.filter { !Self.ignored.contains($0) }))
        guard trimmed.utf8.count <= Self.lineLimit else { throw .notAResult }
        let parts = trimmed.split(separator: ":", omittingEmptySubsequences: false)
        guard parts.count == 5 else { throw .notAResult }
        let code: ChallengeCode
        do {
            code = try ChallengeCode(reading: String(parts[0]))
        } catch {
            throw .badCode(error)
        }
        let name = String(parts[1])
        let words = String(parts[3]).uppercased()
        let body = "\(code.compact):\(name):\(parts[2]):\(words)"
        guard Self.check(body) == String(parts[4]).uppercased() else { throw .doesNotCheck }
        guard Self.isName(name) else { throw .badName }
        guard parts[2].utf8.count <= 19, let score = Int(parts[2]), score >= 0 else { throw .badScore }
        var steps: [Step] = []
        var last = 0
        for (index, move) in words.split(separator: ",").enumerated() {
            guard index < Self.stepLimit, let step = Self.step(move, tiles: code.language.language.tiles) else {
                throw .badMove(index + 1)
            }
            guard step.second >= last else { throw .outOfOrder(index + 1) }
            last = step.second
            steps.append(step)
        }
        self.init(code: code, name: name, score: score, steps: steps)
    }

    /// What reading ignores wherever it is: spaces, line breaks and box edges.
    static let ignored: Set<Unicode.Scalar> = [" ", "\t", "\n", "\r", "|", "\u{2502}"]

    /// `WORD@SECOND`, `WORD@SECOND=CELLS` or `*@SECOND`; the word as `tiles` read it (`COL·LEGI`), kept as
    /// its tile spelling.
    static func step(_ text: Substring, tiles: TileSet = .english) -> Step? {
        let parts = text.split(separator: "@", omittingEmptySubsequences: false)
        guard parts.count == 2 else { return nil }
        let timing = parts[1].split(separator: "=", omittingEmptySubsequences: false)
        guard timing.count <= 2, timing[0].utf8.count <= 6, let second = Int(timing[0]), second >= 0 else {
            return nil
        }
        if parts[0] == "*" {
            return timing.count == 1 ? .shuffle(second: second) : nil
        }
        guard !parts[0].isEmpty, parts[0].utf8.count <= 64, let word = tiles.tileSpelling(of: String(parts[0])),
            word.utf8.allSatisfy(LetterCode.isCode)
        else { return nil }
        guard timing.count == 2 else { return .word(word, second: second, path: nil) }
        let symbols = Array(timing[1].utf8)
        guard !symbols.isEmpty, symbols.count % 2 == 0, symbols.count <= 2 * 144 else { return nil }
        var path: [Int] = []
        for index in stride(from: 0, to: symbols.count, by: 2) {
            guard let high = ChallengeAlphabet.value(of: symbols[index]),
                let low = ChallengeAlphabet.value(of: symbols[index + 1])
            else { return nil }
            path.append(Int(high) * 32 + Int(low))
        }
        return .word(word, second: second, path: path)
    }
}
