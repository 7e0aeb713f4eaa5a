/// The boards a level's analysis searched and what each search found, so that the bot (`LevelBot.solve`),
/// the rating (`LevelRating.rate`) and the best game (`LevelBot.bestGame`) search each board once between
/// them: the rating replays the bot's solution over boards the bot searched, and on a board that never
/// changes every one of them asks about the same board.
///
/// A search is a pure function of the board, the minimum word length and the word list, so a board's
/// entry is what searching it again would find, its steps included (each caller still counts them against
/// its own budget). One value serves one word list: asked with another, it forgets what it holds. Not
/// shared between threads.
public final class BoardSearches {
    private struct Key: Hashable {
        let board: Board
        let minLength: Int
    }

    /// The word list searched (held, so another list can never be taken for it).
    private var lexicon: Lexicon?
    private var entries: [Key: BoardWords] = [:]

    /// No board searched yet.
    public init() {}

    /// `lexicon.search(on: board, minLength: minLength)`, searched the first time it is asked.
    func words(on board: Board, minLength: Int, lexicon: Lexicon) -> BoardWords {
        let key = Key(board: board, minLength: minLength)
        if self.lexicon === lexicon, let known = entries[key] { return known }
        if self.lexicon !== lexicon {
            self.lexicon = lexicon
            entries = [:]
        }
        let search = lexicon.search(on: board, minLength: minLength)
        entries[key] = search
        return search
    }

    /// What an earlier search of `board` found, nil when it was not searched (nothing is searched here).
    func known(on board: Board, minLength: Int, lexicon: Lexicon) -> BoardWords? {
        guard self.lexicon === lexicon else { return nil }
        return entries[Key(board: board, minLength: minLength)]
    }
}
