/// The best result a player has had on one level.
public struct LevelProgress: Hashable, Sendable, Codable {
    /// The highest score of any play, completed or not.
    public var bestScore: Int
    /// The most stars of any completed play (0 to 3; 0 until the level is completed).
    public var bestStars: Int
    /// Whether the level was ever completed.
    public var completed: Bool

    public init(bestScore: Int, bestStars: Int, completed: Bool) {
        self.bestScore = bestScore
        self.bestStars = bestStars
        self.completed = completed
    }

    private enum CodingKeys: String, CodingKey {
        case bestScore, bestStars, completed
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        bestScore = try container.decode(Int.self, forKey: .bestScore)
        bestStars = try container.decode(Int.self, forKey: .bestStars)
        completed = try container.decode(Bool.self, forKey: .completed)
        guard bestScore >= 0 else {
            throw DecodingError.dataCorruptedError(
                forKey: .bestScore, in: container, debugDescription: "a score cannot be negative")
        }
        guard (0...3).contains(bestStars) else {
            throw DecodingError.dataCorruptedError(
                forKey: .bestStars, in: container, debugDescription: "stars are 0 to 3")
        }
    }
}
