import WordfallCore
import WordfallProgress
import WordfallUI
import WordfallWordNet

extension PlayServices {
    /// The statistics of `data` (when there is a store) and the word meanings of WordNet (when installed).
    static func standard(data: SavedData?) -> PlayServices {
        var services = PlayServices()
        services.entropy = UInt64.random(in: .min ... .max)
        if let data, data.store != nil {
            services.statistics = {
                do throws(CommandFailure) {
                    let titles = LevelTitles.load(store: data.store, dataDirectory: data.directory)
                    return StatisticsText.lines(
                        try data.statistics(), packTitle: titles.pack, levelTitle: { titles.level($0, inPack: $1) },
                        levelPlace: { titles.place($0, inPack: $1) },
                        unicode: DailyCommand.localeIsUTF8())
                } catch {
                    return error.lines
                }
            }
        }
        do throws(WordNetError) {
            let wordNet = try WordNet()
            services.meanings = { word in
                let lines = DefinitionText.short(wordNet.entries(for: word), word: word, limit: 8)
                return lines.isEmpty ? nil : lines
            }
        } catch {
            services.meaningsUnavailable = "Word meanings are unavailable: \(error.description)."
        }
        return services
    }
}
