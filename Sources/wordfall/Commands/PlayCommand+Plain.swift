import WordfallCore
import WordfallUI

extension PlayCommand {
    /// Plays `campaign` in plain mode (docs/PLAY-PLAIN.md): the same levels, saved data and recorder as on
    /// screen, said as lines of text.
    func runPlain(_ loaded: Campaign) throws {
        var campaign = loaded
        campaign.follow(SavedData.open(directory: dataOptions.dataDirectory))
        let services = PlayServices.standard(data: campaign.data)
        let warnings = campaign.data?.laterWarnings
        let playing = campaign
        try PlainRunner.play(notice: playing.notice, afterSession: { warnings?.flush() }) { write in
            PlainSession(
                levels: playing.levels.map(\.level), startIndex: playing.startIndex, packTitle: playing.packTitle,
                lexicon: playing.lexicon(for:), progress: playing.progress, services: services,
                now: GameClock.system.now, write: write)
        }
        try warnings?.failIfSavesFailed()
    }
}
