import Glibc
import WordfallCore
import WordfallProgress

/// The player's own challenge results, from the games kept in the saved data: what `challenge result` prints
/// and what `compare` counts as won or lost.
enum ChallengeRecord {
    /// The level id prefix a challenge's game is kept under (`ChallengeLevels.resolve`).
    static let levelPrefix = "challenge-"

    /// The results of the challenges kept in `store`, oldest first, each with the code it is of.
    static func results(in store: GameStore, name: String) -> [ChallengeResult] {
        timedResults(in: store, name: name).map(\.result)
    }

    /// The results of the challenge games kept in `store`, oldest first, with when each ended.
    static func timedResults(in store: GameStore, name: String) -> [(result: ChallengeResult, at: Int)] {
        guard let replays = try? store.replays() else { return [] }
        var results: [(result: ChallengeResult, at: Int)] = []
        var lexicons = LexiconCache()
        for replay in replays where replay.level.hasPrefix(levelPrefix) {
            // The level as it was played (its kept text), with its word list alone, as a challenge is played.
            guard let code = try? ChallengeCode(reading: String(replay.level.dropFirst(levelPrefix.count))),
                let level = try? ReplayCommand.level(of: replay), let moves = ReplayText.decode(replay.moves),
                let lexicon = try? lexicons.lexicon(at: level.dictionary, language: level.language)
            else { continue }
            results.append(
                (
                    ChallengeReplay.result(code: code, name: name, level: level, lexicon: lexicon, moves: moves),
                    replay.endedAt
                ))
        }
        return results
    }

    /// The code played last in `store`: of the latest game kept or duel line kept, whichever is newer.
    static func latestCode(in store: GameStore, name: String) -> ChallengeCode? {
        let games = timedResults(in: store, name: name).map { (code: $0.result.code, at: $0.at) }
        let lines = store.challengeLines().compactMap { kept in
            (try? ChallengeResult(reading: kept.line)).map { (code: $0.code, at: kept.at) }
        }
        return (lines + games).max { $0.at < $1.at }?.code
    }

    /// The result that counts for `code` in `store` (`firstResults`); nil when it was never played to its end.
    static func counted(_ code: ChallengeCode, in store: GameStore, name: String) -> ChallengeResult? {
        firstResults(in: store, name: name).first { $0.code == code }
    }

    /// Whether `mine` plays the same game as `counted` (the same moves and score; the name may differ).
    static func isSame(_ mine: ChallengeResult, as counted: ChallengeResult) -> Bool {
        mine.code == counted.code && mine.score == counted.score && mine.steps == counted.steps
    }

    /// The setting the player's name is kept under.
    static let nameSetting = "name"

    /// The name a result line carries: `given` (`--name`, kept as the player's name when it is not already),
    /// else the name kept; nil when the player never gave one (the screen asks; elsewhere `suggestedName`).
    static func name(_ given: String?, data: SavedData?) -> String? {
        guard let given else { return keptName(data?.store) }
        if let data, data.store?.setting(nameSetting) != given { data.keepSetting(nameSetting, to: given) }
        return given
    }

    /// The name a result line carries outside the screen: given, else kept, else `suggestedName`.
    static func lineName(_ given: String?, data: SavedData?) -> String {
        name(given, data: data) ?? suggestedName
    }

    /// The name kept in `store`, when it is one a line may carry.
    static func keptName(_ store: GameStore?) -> String? {
        store?.setting(nameSetting).flatMap { ChallengeResult.isName($0) ? $0 : nil }
    }

    /// The name offered when the player gives none: the login name when it fits, else `player`.
    static var suggestedName: String {
        if let login = getenv("USER").map({ String(cString: $0) }), ChallengeResult.isName(login) { return login }
        return "player"
    }

    /// The result that counts of each code played in `store`, oldest first: its first play to the end, a game
    /// kept (with the name the player goes by now) or a duel's line kept when it was compared, whichever came
    /// first (docs/RULES.md, "The result line"). Every later play of a code, duel or not, is practice.
    static func firstResults(in store: GameStore, name: String) -> [ChallengeResult] {
        let lines = store.challengeLines().compactMap { kept in
            (try? ChallengeResult(reading: kept.line)).map { (result: $0, at: kept.at) }
        }
        // Oldest first; a line ties before a game ended in the same second: a line is kept only when it is the
        // result that counts (`keep`), so a game in its second is a later one.
        let all = (lines + timedResults(in: store, name: name)).enumerated().sorted {
            $0.element.at != $1.element.at ? $0.element.at < $1.element.at : $0.offset < $1.offset
        }
        var seen: Set<ChallengeCode> = []
        return all.map(\.element.result).filter { seen.insert($0.code).inserted }
    }

    /// Counts the comparison in the saved data when one of its lines is the player's own (its moves and score
    /// are those of a challenge game kept there): won, lost or drawn. Saved data that cannot be opened or
    /// written is said on stderr; the comparison printed stands.
    static func note(_ comparison: ChallengeComparison, dataDirectory: String?) {
        let data = SavedData.open(directory: dataDirectory)
        guard let store = data.store else { return }
        // Only the line that counts, the first play's: a practice game's line is not counted as won or lost.
        let mine = firstResults(in: store, name: "player").filter { $0.code == comparison.code }
        guard !mine.isEmpty else { return }
        for player in comparison.players {
            guard let result = try? ChallengeResult(reading: player.line),
                mine.contains(where: { $0.score == result.score && $0.steps == result.steps })
            else { continue }
            let outcome: ChallengeOutcome =
                player.rank > 1 ? .lost : comparison.winner == nil ? .drawn : .won
            do throws(ProgressError) {
                try store.keepChallenge(
                    code: comparison.code.compact, line: player.line, outcome: outcome, at: Int(time(nil)))
            } catch {
                SavedData.warn("wordfall: warning: \(error.message)")
            }
            return
        }
    }

    /// Keeps how the player's own line `mine` came out in `comparison` (a duel's end): won, lost or drawn.
    static func keep(_ comparison: ChallengeComparison, mine: String, dataDirectory: String?) {
        guard let store = SavedData.open(directory: dataDirectory).store,
            let warning = keep(comparison, mine: mine, in: store)
        else { return }
        SavedData.warn("wordfall: warning: \(warning)")
    }

    /// Keeps how the player's own line `mine` came out in `comparison` in `store` (a duel's end, a
    /// challenge's end screen); returns why it could not be kept. A line that is not the result that counts
    /// (a duel on a code played before: practice) is not kept.
    static func keep(_ comparison: ChallengeComparison, mine: String, in store: GameStore) -> String? {
        guard let player = comparison.players.first(where: { $0.line == mine }) else { return nil }
        if let result = try? ChallengeResult(reading: mine),
            let first = counted(result.code, in: store, name: result.name), !isSame(result, as: first)
        {
            return nil
        }
        let outcome: ChallengeOutcome = player.rank > 1 ? .lost : comparison.winner == nil ? .drawn : .won
        do throws(ProgressError) {
            try store.keepChallenge(code: comparison.code.compact, line: mine, outcome: outcome, at: Int(time(nil)))
            return nil
        } catch {
            return error.message
        }
    }
}
