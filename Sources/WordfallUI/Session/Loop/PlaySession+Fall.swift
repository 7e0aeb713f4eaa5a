/// The fall shown after a word on a board whose tiles fall: the loop's in-between frames.
extension PlaySession {
    /// Frames in a fall: three, a frame's time apart (`GameLoop.frameMilliseconds`).
    static let fallFrames = 3

    /// The frames of the tiles falling after the last word, once per word; none on a static board,
    /// away from the board, or in a window the game does not fit.
    public func frames(width: Int, height: Int) -> [ScreenBuffer] {
        let state = view.state
        let fall = levelsStarted &* 1_000_003 &+ state.wordsFound.count
        guard !state.freshTiles.isEmpty, fall != fallShown, state.mode == .playing,
            let layout = screen.layout(for: state, width: width, height: height)
        else { return [] }
        fallShown = fall
        return FallFrame.frames(used: state.lastPath, rowHeight: layout.board.tiles.stepY, count: Self.fallFrames)
            .map { screen.render(state, width: width, height: height, fall: $0) }
    }
}
