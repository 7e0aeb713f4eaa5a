/// Whether a letter goal on falling tiles rests on luck (docs/LEVELS.md, "Letter goals and luck"): the
/// chance that the letter's tiles reach the board in time, when the bag's weight for it is light.
///
/// Every try draws its own refills (docs/RULES.md, "Every try a new game"), so what a try draws is luck.
/// The chance is measured on the draws alone, for a player better than any: in `trials` games, each move
/// uses a word of `lettersPerWord` tiles that takes every tile of the letter on the board (as many as the
/// goal still needs, up to the word's length) and other tiles at random, and the tiles drawn in their
/// place are drawn as the game draws them (the level's bag, balanced with `hardLetters`, a random starting
/// board drawn too). The share of games in which the goal is done is the chance. A level without a move
/// limit gets a move every `secondsPerMove` of its clock; a level with neither limit is never luck.
public enum LetterLuck {
    /// A letter goal and the chance a try has at it.
    public struct Chance: Hashable, Sendable {
        /// The goal's index in the level.
        public let goal: Int
        /// The letter, as an upper-case ASCII code.
        public let letter: UInt8
        public let count: Int
        /// The tiles of the letter on the fixed starting board (0 on a random one: it is drawn).
        public let onBoard: Int
        /// The moves the chance is measured on.
        public let moves: Int
        /// The share of `trials` games done, 0 to 1.
        public let chance: Double
        /// The letter's weight in the bag, and the bag's total.
        public let weight: Int
        public let total: Int
    }

    /// Below this chance a letter goal rests on luck: more than one try in ten cannot do it however played.
    public static let luckBelow = 0.9
    public static let trials = 200
    public static let lettersPerWord = 4
    public static let secondsPerMove = 10.0

    /// The chance of each letter goal of `level` on falling tiles (none on a static board).
    public static func chances(level: Level) -> [Chance] {
        let rules = level.rules
        guard rules.refill == .gravity else { return [] }
        guard let moves = rules.moves ?? rules.timeLimit.map({ max(1, Int($0 / secondsPerMove)) }) else { return [] }
        var chances: [Chance] = []
        for (index, goal) in level.goals.enumerated() {
            guard case .letter(let letter, let count) = goal.kind else { continue }
            let slot = LetterCode.index(letter)
            guard level.bag.weights.indices.contains(slot) else { continue }
            var random = SplitMix64(seed: level.seed &+ UInt64(index) &* 0x9E37_79B9)
            var done = 0
            for _ in 0..<trials {
                if play(level: level, slot: slot, count: count, moves: moves, random: &random) { done += 1 }
            }
            var onBoard = 0
            if case .fixed(let board) = level.board { onBoard = board.letterCounts()[slot] }
            chances.append(
                Chance(
                    goal: index, letter: letter, count: count, onBoard: onBoard, moves: moves,
                    chance: Double(done) / Double(trials), weight: level.bag.weights[slot], total: level.bag.total))
        }
        return chances
    }

    /// The goals of `level` that rest on luck.
    public static func problems(level: Level) -> [Chance] {
        chances(level: level).filter { $0.chance < luckBelow }
    }

    /// One game of the draws: whether a player who uses every tile of the letter as it shows does the goal.
    private static func play(level: Level, slot: Int, count: Int, moves: Int, random: inout SplitMix64) -> Bool {
        let bag = level.bag
        let cap = level.rules.hardLetters
        var counts: [Int]
        switch level.board {
        case .fixed(let board): counts = board.letterCounts()
        case .random(let rows, let columns):
            counts = Board.random(rows: rows, columns: columns, bag: bag, using: &random, hardLetters: cap)
                .letterCounts()
        }
        let length = max(level.rules.minWordLength, lettersPerWord)
        let size = counts.reduce(0, +)
        var used = 0
        for _ in 0..<moves {
            let taken = min(counts[slot], count - used, length)
            used += taken
            if used >= count { return true }
            counts[slot] -= taken
            // The word's other tiles, at random among the rest of the board.
            for _ in taken..<length {
                let others = counts.reduce(0, +) - counts[slot]
                guard others > 0 else { break }
                var pick = random.next(modulo: others)
                for index in counts.indices where index != slot {
                    if pick < counts[index] {
                        counts[index] -= 1
                        break
                    }
                    pick -= counts[index]
                }
            }
            for _ in 0..<length {
                if cap == nil {
                    counts[LetterCode.index(bag.draw(using: &random))] += 1
                } else {
                    _ = bag.drawTile(using: &random, counts: &counts, cap: cap, size: size)
                }
            }
        }
        return false
    }

    /// `check`'s warning for `chance`, on one line.
    public static func warning(_ chance: Chance, file: String, language: Language = .english) -> String {
        let code = String(UnicodeScalar(chance.letter))
        let letter = language.isEnglish ? code : language.tiles.faces(of: code)
        let percent = Int((chance.chance * 100).rounded(.down))
        return "\(file): warning: goals[\(chance.goal)]: \(chance.count) \(letter) tiles rest on luck: "
            + "a player who uses every \(letter) as it shows does it in \(percent)% of tries "
            + "(\(chance.onBoard) on the board, \(letter) weighs \(chance.weight) of the bag's \(chance.total), "
            + "\(chance.moves) moves; docs/LEVELS.md, \"Letter goals and luck\")"
    }
}
