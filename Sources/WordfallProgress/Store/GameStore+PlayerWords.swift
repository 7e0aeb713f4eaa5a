extension GameStore {
    /// The player's own words. A row holding a value this build never writes is skipped.
    package func playerWords() throws(ProgressError) -> PlayerWords {
        do throws(SQLiteError) {
            // Read row by row, with no row made: a player may have tens of thousands (the first frame of
            // `play` waits for them). In the table's order, not `ORDER BY word`: that walks the word's index
            // and looks each row up in the table, 22 M instructions for 13,530 words (issue 38); the rows
            // come in the order they were added, often alphabetical already, else sorted here.
            var added = Alphabetical()
            var removed = Alphabetical()
            try connection.prepare("SELECT word, removed FROM player_words").forEachTextAndInteger {
                text, state in
                guard let text, Self.isWord(utf8: text), let state, state == 0 || state == 1 else { return }
                if state == 1 { removed.append(text) } else { added.append(text) }
            }
            return PlayerWords(added: added.sorted(), removed: removed.sorted())
        } catch {
            throw ProgressError(message: "cannot read your words in \(path): \(error.message)")
        }
    }

    /// Words of 1 to 15 letters A-Z as read, each with its bytes packed into a key that sorts as the word
    /// does (big-endian, zeros after its end), so that putting them in alphabetical order compares two
    /// integers, not two strings, and is skipped when they came in order.
    private struct Alphabetical {
        var words: [String] = []
        var keys: [(UInt64, UInt64)] = []
        var inOrder = true

        mutating func append(_ bytes: UnsafeBufferPointer<UInt8>) {
            // The bytes copied over zeros, then read as two big-endian integers (`isWord`: at most 15).
            var packed: (UInt64, UInt64) = (0, 0)
            withUnsafeMutableBytes(of: &packed) { raw in
                raw.copyMemory(from: UnsafeRawBufferPointer(start: bytes.baseAddress, count: min(bytes.count, 16)))
            }
            let (high, low) = (UInt64(bigEndian: packed.0), UInt64(bigEndian: packed.1))
            if let last = keys.last, last.0 > high || (last.0 == high && last.1 >= low) { inOrder = false }
            keys.append((high, low))
            words.append(String(decoding: bytes, as: UTF8.self))
        }

        func sorted() -> [String] {
            guard !inOrder else { return words }
            let order = keys.indices.sorted {
                keys[$0].0 != keys[$1].0 ? keys[$0].0 < keys[$1].0 : keys[$0].1 < keys[$1].1
            }
            return order.map { words[$0] }
        }
    }

    /// Records `word` (upper case, letters A-Z) as added or removed, replacing what was kept for it.
    package func keepPlayerWord(_ word: String, removed: Bool) throws(ProgressError) {
        try write(
            "INSERT OR REPLACE INTO player_words (word, removed) VALUES (?, ?)", [.text(word), .int(removed ? 1 : 0)])
    }

    /// Forgets `word`: it is what the dictionary says again.
    package func forgetPlayerWord(_ word: String) throws(ProgressError) {
        try write("DELETE FROM player_words WHERE word = ?", [.text(word)])
    }

    /// Applies `changes` in order in one transaction: all of them or, on a failure, none. A word with
    /// `removed` nil is forgotten; else it is kept as added (false) or removed (true).
    /// - Complexity: O(n) statements, one commit (a commit a word took minutes for 20,000 words).
    package func changePlayerWords(_ changes: [(word: String, removed: Bool?)]) throws(ProgressError) {
        guard !changes.isEmpty else { return }
        do throws(SQLiteError) {
            try connection.transaction { () throws(SQLiteError) in
                for change in changes {
                    if let removed = change.removed {
                        try connection.run(
                            "INSERT OR REPLACE INTO player_words (word, removed) VALUES (?, ?)",
                            [.text(change.word), .int(removed ? 1 : 0)])
                    } else {
                        try connection.run("DELETE FROM player_words WHERE word = ?", [.text(change.word)])
                    }
                }
            }
        } catch {
            throw ProgressError(message: "cannot save your words in \(path): \(error.message)")
        }
    }

    private func write(_ sql: String, _ values: [SQLiteValue]) throws(ProgressError) {
        do throws(SQLiteError) {
            try connection.run(sql, values)
        } catch {
            throw ProgressError(message: "cannot save your words in \(path): \(error.message)")
        }
    }

    /// 1 to 15 letters A-Z: what `wordfall words` keeps.
    static func isWord(_ word: String) -> Bool { isWord(utf8: word.utf8) }

    /// Whether `bytes` spell a word as `isWord` takes one.
    static func isWord(utf8 bytes: some Collection<UInt8>) -> Bool {
        (1...15).contains(bytes.count) && bytes.allSatisfy { (65...90).contains($0) }
    }
}
