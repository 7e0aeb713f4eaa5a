/// The two score thresholds for the second and third star.
public struct StarThresholds: Hashable, Sendable {
    public var twoStars: Int
    public var threeStars: Int

    public init(twoStars: Int, threeStars: Int) {
        self.twoStars = twoStars
        self.threeStars = threeStars
    }
}
