/// A clock the test moves by hand.
public final class FakeClock: @unchecked Sendable {
    public var time = 0.0

    public init() {}
}
