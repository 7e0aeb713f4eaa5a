import WordfallCore
import WordfallProgress
import WordfallUI

extension HuntRecorder {
    /// The day's next nudge for `current` as the hunt says it: the nudge, why none is given, or what the
    /// saved data said.
    func nudge(_ current: DailyHunt) -> String {
        switch askNudge(current) {
        case .success(let asked):
            asked.nudge.map { HuntText.nudge($0, given: asked.given, language: asked.hunt.language) }
                ?? HuntText.noNudge(asked.hunt)
        case .failure(let error):
            error.message
        }
    }
}
