import WordfallCore

/// A whole headless run (`wordfall run`): a level, a checked script, JSON Lines out.
public enum HeadlessRun {
    /// Plays `script` on `level` and writes docs/HEADLESS.md's JSON Lines to `output`, `summary` last.
    ///
    /// The script was parsed in full beforehand (`MoveScript(parsing:)`), so a
    /// bad line never leaves half a run on stdout.
    /// - Returns: the game's final status (exit 0 for `.completed`, 1 otherwise).
    @discardableResult
    public static func run(
        level: Level, lexicon: Lexicon, script: MoveScript, clock: GameClock = .manual,
        output: @escaping ([UInt8]) -> Void
    ) -> GameStatus {
        run(level: level, lexicon: lexicon, moves: script.lines.lazy.map(\.move), clock: clock, output: output)
    }

    /// Plays `moves` as they come (a `MoveScriptReader` streams them from a file already checked); `result`
    /// makes a challenge's result line for the summary from the game (its move log is kept for it).
    @discardableResult
    public static func run(
        level: Level, lexicon: Lexicon, moves: some Sequence<Move>, clock: GameClock = .manual,
        result: ((Game) -> String)? = nil, output: @escaping ([UInt8]) -> Void
    ) -> GameStatus {
        let game = Game(level: level, lexicon: lexicon, clock: clock)
        game.logsMoves = result != nil
        let tracer = JSONLinesTracer(game: game, output: output)
        tracer.result = result
        game.start()
        for move in moves {
            game.play(move)
        }
        tracer.finish()
        return game.status
    }
}
