import WordfallCore
import WordfallProgress
import WordfallUI

extension PlayServices {
    /// The statistics of `data` (when there is a store) and the word meanings of WordNet (when installed).
    static func standard(data: SavedData?, daily: DailyPlay? = nil) -> PlayServices {
        var services = PlayServices(daily: daily)
        if let data, data.store != nil {
            services.statistics = {
                do throws(CommandFailure) {
                    return StatisticsText.lines(try data.statistics())
                } catch {
                    return error.lines
                }
            }
        }
        return services
    }
}
