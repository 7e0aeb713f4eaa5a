import Glibc
import WordfallCore
import WordfallProgress
import WordfallUI

extension PlayCommand {
    /// Plays `campaign` in plain mode (docs/PLAY-PLAIN.md): the same levels, saved data and recorder as on
    /// screen, said as lines of text.
    func runPlain(_ loaded: Campaign) throws {
        var campaign = loaded
        campaign.follow(SavedData.open(directory: dataOptions.dataDirectory))
        // The bundled pack is plain mode's home screen: there, as on the screen's, `--hard` is kept.
        campaign.playHard(display.chosenHard(keptIn: campaign.data, keeping: path == nil))
        let services = PlayServices.standard(data: campaign.data)
        let warnings = campaign.data?.laterWarnings
        let playing = campaign
        let earlier = Self.challengeResults(playing).count
        // The bundled pack is the home: today's puzzle is one of its choices.
        let daily =
            path == nil ? campaign.data.map { PlainDaily.today(data: $0, language: language.chosen ?? .english) } : nil
        // A script's lines are words, not a name: only a person at a terminal is asked for one.
        let challenge = Self.challengePlay(playing, name: name, asks: isatty(STDIN_FILENO) != 0)
        try PlainRunner.play(notice: playing.notice, afterSession: { warnings?.flush() }) { write in
            let session = PlainSession(
                levels: playing.levels.map(\.level), startIndex: playing.startIndex, packTitle: playing.packTitle,
                lexicon: playing.lexicon(for:), progress: playing.progress, services: services, daily: daily,
                ownWords: playing.levels.first?.challenge == nil,
                retriesAreNewGames: playing.levels.first?.challenge == nil, now: GameClock.system.now, write: write)
            session.challenge = challenge
            return session
        }
        try warnings?.failIfSavesFailed()
        try Self.printChallengeResult(playing, earlier: earlier)
    }
}
