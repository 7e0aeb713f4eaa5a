/// What the game loop runs: a level's `PlaySession` or the `HomeSession`. It is fed inputs and says
/// what to draw; the loop draws a frame when `revision` moves and stops once `isFinished`.
public protocol LoopSession: AnyObject {
    /// Changes whenever what `render` draws may have changed.
    var revision: Int { get }
    /// Set when the session is over (the loop returns `.quit`).
    var isFinished: Bool { get }
    /// How many times the session rang the bell so far: the loop rings the terminal's at each change.
    var bells: Int { get }
    /// Acts on one input: a key, the window's size, a tick.
    func handle(_ input: SessionInput)
    /// A fresh buffer of `width` x `height` holding the frame to show.
    func render(width: Int, height: Int) -> ScreenBuffer
    /// What may wait for the disk, done once a frame is drawn (a game keeps the level in progress).
    func afterFrame()
    /// The in-between frames that lead to what `render` draws, once each (tiles falling into place);
    /// the loop shows them a few milliseconds apart unless keys are waiting or animation is off.
    func frames(width: Int, height: Int) -> [ScreenBuffer]
}

extension LoopSession {
    public func afterFrame() {}
    public func frames(width: Int, height: Int) -> [ScreenBuffer] { [] }
}
