/// A clock the test moves by hand.
final class FakeClock: @unchecked Sendable {
    var time = 0.0
}
