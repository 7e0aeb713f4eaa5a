/// The two score thresholds for the second and third star.
public struct StarThresholds: Hashable, Sendable {
    public var twoStars: Int
    public var threeStars: Int

    public init(twoStars: Int, threeStars: Int) {
        self.twoStars = twoStars
        self.threeStars = threeStars
    }
}

extension StarThresholds {
    /// The next star a completed level could still earn, and the points it needs.
    public struct NextStar: Hashable, Sendable {
        /// 2 or 3.
        public var stars: Int
        /// Points still missing (more than 0).
        public var points: Int

        public init(stars: Int, points: Int) {
            self.stars = stars
            self.points = points
        }
    }

    /// docs/RULES.md's stars for a completed level: 1, plus one per threshold `score` reaches.
    public static func stars(score: Int, thresholds: StarThresholds?) -> Int {
        guard let thresholds else { return 1 }
        return 1 + (score >= thresholds.twoStars ? 1 : 0) + (score >= thresholds.threeStars ? 1 : 0)
    }

    /// The next star after `stars` (of a completed level with this score), nil at 3 stars.
    public func nextStar(after stars: Int, score: Int) -> NextStar? {
        switch stars {
        case 1: NextStar(stars: 2, points: twoStars - score)
        case 2: NextStar(stars: 3, points: threeStars - score)
        default: nil
        }
    }
}
