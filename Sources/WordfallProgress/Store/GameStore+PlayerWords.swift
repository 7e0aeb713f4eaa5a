extension GameStore {
    /// The player's own words. A row holding a value this build never writes is skipped.
    package func playerWords() throws(ProgressError) -> PlayerWords {
        do throws(SQLiteError) {
            // Read row by row, with no row made: a player may have tens of thousands (the first frame of
            // `play` waits for them).
            var words = PlayerWords()
            try connection.prepare("SELECT word, removed FROM player_words ORDER BY word").forEachTextAndInteger {
                text, removed in
                guard let text, Self.isWord(utf8: text), let removed, removed == 0 || removed == 1 else { return }
                let word = String(decoding: text, as: UTF8.self)
                if removed == 1 { words.removed.append(word) } else { words.added.append(word) }
            }
            return words
        } catch {
            throw ProgressError(message: "cannot read your words in \(path): \(error.message)")
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
