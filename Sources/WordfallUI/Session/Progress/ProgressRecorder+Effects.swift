import WordfallCore
import WordfallPlay

extension ProgressRecorder {
    /// Performs one of the flow's storage effects (`keep`, `forget`, `saveResult`), the same for the screen
    /// and plain mode, and returns what to tell the flow of how it went (nil: nothing to tell, or not a
    /// storage effect: the view performs the others). `foundWords` are the game's words, kept with a level
    /// left so a word list changed since is said on the offer (0311).
    func perform(_ effect: PlayFlow.Effect, foundWords: [String]) -> PlayFlow.Action? {
        switch effect {
        case .keep(var kept, let leaving):
            kept.words = foundWords
            return .kept(warning: keep(kept, leaving: leaving))
        case .forget(let level):
            forget(level)
            return nil
        case .saveResult(let result): return .resultSaved(warning: levelFinished(result))
        case .loadLevel, .restore, .startClock, .stopClock, .endLevel, .announce, .finish: return nil
        }
    }
}
