import WordfallCore
import WordfallPlay
import WordfallProgress

extension PlayStore.Effects {
    /// Performs the flow's effects on saved data (`keep`, `forget`, `saveResult`) with `progress`, the same
    /// for the screen and plain mode. `foundWords` are the game's words, kept with a level left so a word
    /// list changed since is said on the offer (docs/RULES.md, "A level left and resumed").
    mutating func store(in progress: any ProgressRecorder, foundWords: @escaping () -> [String]) {
        keep = { kept, leaving in
            var kept = kept
            kept.words = foundWords()
            return progress.keep(kept, leaving: leaving)
        }
        forget = { progress.forget($0) }
        saveResult = { progress.levelFinished($0) }
    }
}
