import WordfallCore

/// Building a word: typed letters or picked tiles, the lit path, and the model's verdict on it.
extension PlaySession {
    /// Types a letter. After tiles picked with the arrows or the mouse, the letter extends the word
    /// they spell: the picked letters become typed ones, so nothing the player built is lost.
    func type(_ character: Character) {
        view.update {
            if $0.pathIsPicked {
                let board = $0.board
                $0.typed = $0.shown($0.path.map { board[$0].text }.joined())
                $0.pathIsPicked = false
            }
            $0.typed += character.uppercased()
            $0.showsCursor = false
        }
        refreshWord()
    }

    /// Takes back the last tile picked, else the last letter typed.
    func deleteLetter() {
        view.update {
            if $0.pathIsPicked {
                if !$0.path.isEmpty { $0.path.removeLast() }
                if $0.path.isEmpty { $0.pathIsPicked = false }
            } else if !$0.typed.isEmpty {
                $0.typed.removeLast()
            }
        }
        refreshWord()
    }

    /// Moves the board cursor and shows it (the first arrow moves it too: a press that moved nothing
    /// read as a key that did not work).
    func moveCursor(rows: Int, columns: Int) {
        view.update {
            let board = $0.board
            $0.cursor.row = min(max(0, $0.cursor.row + rows), board.rows - 1)
            $0.cursor.column = min(max(0, $0.cursor.column + columns), board.columns - 1)
            $0.showsCursor = true
        }
    }

    /// Empties the word and the lit path.
    func clearWord() {
        view.update {
            $0.typed = ""
            $0.path = []
            $0.pathIsPicked = false
            $0.wordStatus = .empty
        }
    }

    /// Submits the picked path, else the typed word, and clears the word line.
    func submit() {
        let state = view.state
        if state.pathIsPicked, !state.path.isEmpty {
            clearWord()
            send(.moveAsked(.path(state.path)))
        } else if !state.typed.isEmpty {
            clearWord()
            guard let spelled = state.typedSpelling else {
                // No tile's letters: said here as the model says `invalidInput`, the text as typed.
                let reason = Wording.rejection(
                    .invalidInput, minWordLength: state.minWordLength, pickedPath: false, language: state.language)
                view.update { $0.message = .init("\(state.typed): \(reason)", tone: .bad) }
                return
            }
            send(.moveAsked(.word(spelled)))
        }
    }

    /// Adds a tile to the picked path (Space at the cursor, or the mouse).
    func pick(_ position: Position, clicked: Bool, dragging: Bool) {
        var state = view.state
        if !state.pathIsPicked {
            state.path = state.typed.isEmpty ? [] : state.path
            state.typed = ""
            state.pathIsPicked = true
        }
        var message = state.message
        if state.path.last == position {
            if !dragging { state.path.removeLast() }
        } else if let at = state.path.firstIndex(of: position) {
            if dragging, at == state.path.count - 2 { state.path.removeLast() }
        } else if state.path.isEmpty || position.isAdjacent(to: state.path[state.path.count - 1]) {
            state.path.append(position)
        } else if clicked && !dragging {
            state.path = [position]
        } else if !dragging {
            message = .init("Those tiles don't touch: pick a neighbour of the last tile.", tone: .bad)
        }
        if state.path.isEmpty { state.pathIsPicked = false }
        state.message = message
        state.cursor = clicked ? position : state.cursor
        let final = state
        view.update { $0 = final }
        refreshWord()
    }

    /// Lights the best path of the typed word and shows the model's verdict on it, what Enter will say
    /// (in hard mode, neither).
    ///
    /// A typed word ending in Q also lights a path for its QU where a Q tile reads QU: the
    /// player is in the middle of typing it.
    func refreshWord() {
        let state = view.state
        var path = state.path
        let status: GameScreenState.WordStatus
        if game.level.rules.hard {
            // Hard mode (docs/RULES.md): nothing before Enter says whether the word is there, so a typed word
            // lights no path; tiles picked one by one stay lit, the player's own choice.
            if !state.pathIsPicked { path = [] }
            status = .empty
        } else if state.pathIsPicked {
            status = path.isEmpty ? .empty : .init(game.verdict(path: path))
        } else if state.typed.isEmpty {
            path = []
            status = .empty
        } else {
            let board = game.board
            if let spelled = state.typedSpelling {
                path = board.bestPath(spelling: spelled) ?? []
                if path.isEmpty && spelled.hasSuffix("Q") && board.qReadsQU {
                    path = board.bestPath(spelling: spelled + "U") ?? []
                }
                status = .init(game.verdict(word: spelled))
            } else {
                path = []
                status = .rejected(.invalidInput)
            }
        }
        view.update {
            $0.path = path
            $0.wordStatus = status
        }
    }
}
