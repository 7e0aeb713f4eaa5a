/// Results of one challenge side by side, word by word (docs/RULES.md, "Challenges"): each player's score
/// and rank, the words every player found, the words only each found, each one's best missed word, and
/// who won.
public struct ChallengeComparison: Hashable, Sendable {
    /// One player's side.
    public struct Player: Hashable, Sendable {
        public var name: String
        /// How the comparison names the player: the name, with its place among the lines of that name when
        /// two or more lines carry it (`ann (1)`, `ann (2)`, in the order given), so each reads apart.
        public var label: String
        public var score: Int
        /// 1 for the best score; equal scores share a rank.
        public var rank: Int
        /// The words found, in play order, with their points and seconds.
        public var words: [ChallengeReplay.Word]
        /// The words no other player found, best first.
        public var only: [ScoredWord]
        /// The best expected word of the starting board this player did not find; nil when none is left.
        public var bestMissed: ScoredWord?
        /// The result line, as given.
        public var line: String
    }

    public var code: ChallengeCode
    /// The players, best score first (equal scores in the order given).
    public var players: [Player]
    /// The words every player found, best first (points as the first player scored them).
    public var both: [ScoredWord]
    /// The winner's label (`Player.label`); nil for a draw (the best score shared).
    public var winner: String?

    /// Compares `replays` (of one code, checked by the caller); `boardWords` are the starting board's words,
    /// best first, from which the best missed word of each player is taken.
    public init(_ replays: [ChallengeReplay], boardWords: [FoundWord]) {
        code = replays.first?.result.code ?? ChallengeCode(game: .seed(0), wordList: 0)
        let order = replays.indices.sorted { a, b in
            replays[a].score != replays[b].score ? replays[a].score > replays[b].score : a < b
        }
        let sets = replays.map { Set($0.words.map(\.word)) }
        func best(_ words: [ScoredWord]) -> [ScoredWord] {
            words.sorted { $0.points != $1.points ? $0.points > $1.points : $0.word < $1.word }
        }
        let names = replays.map(\.result.name)
        func label(_ index: Int) -> String {
            let name = names[index]
            guard names.filter({ $0 == name }).count > 1 else { return name }
            return "\(name) (\(names[...index].filter { $0 == name }.count))"
        }
        var players: [Player] = []
        for index in order {
            let replay = replays[index]
            let others = sets.indices.filter { $0 != index }
            let only = replay.words.filter { word in others.allSatisfy { !sets[$0].contains(word.word) } }
            let missed = boardWords.first { $0.isExpected && !sets[index].contains($0.word) }
            let rank = 1 + replays.filter { $0.score > replay.score }.count
            players.append(
                Player(
                    name: replay.result.name, label: label(index), score: replay.score, rank: rank, words: replay.words,
                    only: best(only.map { ScoredWord(word: $0.word, points: $0.points) }),
                    bestMissed: missed.map { ScoredWord(word: $0.word, points: $0.points) },
                    line: replay.result.line))
        }
        self.players = players
        let first = replays.first?.words ?? []
        both =
            replays.count < 2
            ? []
            : best(
                first.filter { word in sets.allSatisfy { $0.contains(word.word) } }.map {
                    ScoredWord(word: $0.word, points: $0.points)
                })
        let top = players.first?.score ?? 0
        winner = players.count >= 2 && players[1].score < top ? players[0].label : nil
    }
}
