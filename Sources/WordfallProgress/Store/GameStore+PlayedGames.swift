import WordfallCore

extension GameStore {
    /// Every game in the store as it was recorded (words, replay, a daily's result), oldest first: what a
    /// journal hands to the store (docs/decisions/0310).
    ///
    /// - Throws: `ProgressError` when it cannot be read, or a row holds a value this build never writes.
    package func playedGames() throws(ProgressError) -> [PlayedGame] {
        do throws(SQLiteError) {
            var games: [PlayedGame] = []
            for row in try connection.rows(
                "SELECT id, ended_at, pack, level, seed, score, stars, duration, ending, uid FROM games ORDER BY id")
            {
                let id = row.int64(0)
                guard let level = row.text(3), let endedAt = row.int(1, in: StoredRow.Range.moment),
                    let score = row.int(5, in: StoredRow.Range.count),
                    let stars = row.int(6, in: StoredRow.Range.stars),
                    let duration = row.double(7, in: StoredRow.Range.seconds),
                    let ending = row.text(8).flatMap(GameEnding.init(rawValue:)),
                    let uid = row.text(9).flatMap(GameID.init)
                else {
                    throw SQLiteError(
                        code: 11, message: "the game \(id) in \(path) holds a value this build never writes")
                }
                var game = PlayedGame(
                    id: uid, endedAt: endedAt, pack: row.text(2), level: level, seed: UInt64(bitPattern: row.int64(4)),
                    score: score, stars: stars, words: [], duration: duration, ending: ending)
                for word in try connection.rows(
                    "SELECT word, points FROM game_words WHERE game_id = ? ORDER BY position", [.integer(id)])
                {
                    guard let text = word.text(0), let points = word.int(1, in: StoredRow.Range.count) else {
                        throw SQLiteError(
                            code: 11, message: "a word of game \(id) in \(path) is not one this build writes")
                    }
                    game.words.append(PlayedWord(word: text, points: points))
                }
                if let replay = try connection.rows(
                    "SELECT level_text, moves FROM replays WHERE game_id = ?", [.integer(id)]
                ).first {
                    guard let text = replay.text(0), let moves = replay.text(1) else {
                        throw SQLiteError(code: 11, message: "the replay of game \(id) in \(path) is damaged")
                    }
                    game.replay = PlayedGame.Replay(levelText: text, moves: moves)
                }
                if let daily = try connection.rows(
                    "SELECT \(try dailyColumns()) FROM daily_results WHERE game_id = ?", [.integer(id)]
                ).first {
                    let read = Self.dailyResult(daily)
                    if let problem = read.problem { throw SQLiteError(code: 11, message: problem) }
                    game.daily = read.result
                }
                games.append(game)
            }
            return games
        } catch {
            throw ProgressError(message: "cannot read your saved data in \(path): \(error.message)")
        }
    }
}
