import WordfallCore

/// Today's puzzle as a choice of plain mode's home (the bundled pack's levels): what the home needs to
/// start it, or the lines saying why it cannot be played (played already: its result).
package struct PlainDaily {
    /// The puzzle, ready to play: its level and word list, its day's figures, where its result is
    /// recorded, and the session's services.
    package struct Game {
        package var level: Level
        package var lexicon: Lexicon
        package var play: DailyPlay
        package var progress: ProgressRecorder
        package var services: PlayServices

        package init(
            level: Level, lexicon: Lexicon, play: DailyPlay, progress: ProgressRecorder, services: PlayServices
        ) {
            self.level = level
            self.play = play
            self.lexicon = lexicon
            self.progress = progress
            self.services = services
        }
    }

    /// Today's puzzle, or the lines to say instead.
    package var open: () -> Result<Game, Refusal>

    /// Why today's puzzle is not played: the lines that say so.
    package struct Refusal: Error {
        package var lines: [String]
        package init(lines: [String]) { self.lines = lines }
    }

    package init(open: @escaping () -> Result<Game, Refusal>) {
        self.open = open
    }
}
