import WordfallCore
import WordfallProgress

/// Today's puzzle as a choice of plain mode's home (the bundled pack's levels): what the home needs to
/// start it, or the lines saying why it cannot be played (played already: its result).
public struct PlainDaily {
    /// The puzzle, ready to play: its level and word list, its day's figures, where its result is
    /// recorded, and the session's services.
    public struct Game {
        public var level: Level
        public var lexicon: Lexicon
        public var play: DailyPlay
        public var progress: any ProgressRecorder
        public var services: PlayServices

        public init(
            level: Level, lexicon: Lexicon, play: DailyPlay, progress: any ProgressRecorder, services: PlayServices
        ) {
            self.level = level
            self.play = play
            self.lexicon = lexicon
            self.progress = progress
            self.services = services
        }
    }

    /// Today's puzzle, or the lines to say instead.
    public var open: () -> Result<Game, Refusal>

    /// Why today's puzzle is not played: the lines that say so.
    public struct Refusal: Error {
        public var lines: [String]
        public init(lines: [String]) { self.lines = lines }
    }

    public init(open: @escaping () -> Result<Game, Refusal>) {
        self.open = open
    }
}
