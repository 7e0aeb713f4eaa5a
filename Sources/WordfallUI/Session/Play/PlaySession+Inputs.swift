import WordfallCore

/// The player's inputs that every kind of play shares.
extension PlaySession {
    /// Acts on one player input.
    public func apply(_ input: PlayerInput) {
        switch input {
        case .letterTyped(let character): type(character)
        case .letterDeleted: deleteLetter()
        case .wordCleared:
            // With no word, Esc takes away the last verdict instead: it never pauses (decision 0380).
            if view.state.currentWord.isEmpty { view.update { $0.message = nil } } else { clearWord() }
        case .wordSubmitted: submit()
        case .cursorMoved(let rows, let columns): moveCursor(rows: rows, columns: columns)
        case .cursorTilePicked:
            view.update { $0.showsCursor = true }
            pick(view.state.cursor, clicked: false, dragging: false)
        case .tileTouched(let position, let dragging): pick(position, clicked: true, dragging: dragging)
        case .shuffleRequested:
            clearWord()
            game.shuffle()
        case .hintRequested: hint()
        case .helpToggled: toggle(.help)
        case .pauseToggled: setMode(view.state.mode == .paused ? .playing : .paused)
        case .quitRequested:
            if view.state.mode != .help { modeBeforeOverlay = view.state.mode }
            let dialog = kind.quitDialog(self)
            // Back to the home screen when play started there, unless the question is not about leaving
            // (a daily in play that cannot be kept asks whether to end it).
            let toHome =
                services.fromHome
                && (dialog.question == GameScreenState.quitWordfall
                    || dialog.question == GameScreenState.leaveTodaysPuzzle)
            view.update {
                $0.quitQuestion = dialog.question
                $0.quitNotes = dialog.notes
                $0.quitToHome = toHome
            }
            setMode(.confirmingQuit)
        case .quitConfirmed:
            leave()
            kind.quitConfirmed(self)
        case .homeChosen:
            // `m` where the dialog offers no way home is any other key: keep playing.
            guard view.state.quitToHome else { return setMode(modeBeforeOverlay) }
            backToMenu = true
            leave()
            kind.quitConfirmed(self)
        case .quitCancelled, .noticeDismissed: setMode(modeBeforeOverlay)
        case .nextLevelChosen: choose(.nextLevel)
        case .retryChosen: choose(.retry)
        case .campaignChosen: choose(.levels)
        case .usualChoiceChosen:
            if let usual = view.state.review?.usualChoice { choose(usual) }
        case .statisticsToggled:
            if view.state.mode != .statistics {
                let lines = services.statistics?() ?? []
                view.update { $0.statisticsLines = lines }
            }
            toggle(.statistics)
        case .meaningToggled:
            if view.state.mode == .meaning {
                setMode(.playing)
            } else {
                showMeaning()
            }
        case .finishRequested:
            if game.isWon || kind.finishesBeforeTheGoals {
                game.endByPlayer()
            } else {
                view.update {
                    $0.message = .init(
                        "Ctrl-F finishes a level once its goals are done; Ctrl-D quits.", tone: .info)
                }
            }
        case .goalsToggled: setMode(view.state.mode == .goals ? .playing : .goals)
        case .scrolled(let lines):
            let limit = size.map { screen.scrollLimit(for: state, width: $0.width, height: $0.height) } ?? .max
            view.update { $0.scroll = min(max(0, $0.scroll + lines), max(0, limit)) }
        case .levelPicked(let step):
            view.update {
                guard let campaign = $0.campaign else { return }
                $0.campaign?.selected = campaign.picking(by: step)
            }
        case .levelClicked(let row):
            guard let campaign = view.state.campaign, campaign.entries.indices.contains(row) else { return }
            if campaign.selected == row, campaign.entries[row].isOpen {
                startLevel(row)
            } else if campaign.entries[row].isOpen {
                view.update { $0.campaign?.selected = row }
            }
        case .levelChosen:
            guard let campaign = view.state.campaign, campaign.entries[campaign.selected].isOpen else { return }
            startLevel(campaign.selected)
        case .introDismissed: begin()
        }
    }

    /// Makes one of the end screen's choices, when the end screen offers it (the kind decides which).
    func choose(_ choice: EndChoice) {
        guard let review = view.state.review, review.choices.contains(choice) else { return }
        switch choice {
        case .retry: startLevel(index)
        case .nextLevel: if index + 1 < levels.count { startLevel(index + 1) }
        case .levels: kind.showLevels(self)
        case .quit: apply(.quitRequested)
        }
    }

    /// Shows an overlay (help, statistics) over what shows, or takes it away.
    private func toggle(_ overlay: ScreenMode) {
        if view.state.mode == overlay {
            setMode(modeBeforeOverlay)
        } else {
            modeBeforeOverlay = view.state.mode
            setMode(overlay)
        }
    }

    /// The meaning of the last accepted word, or a line saying why there is none.
    private func showMeaning() {
        guard let meanings = services.meanings else {
            if !saidMeaningsUnavailable {
                saidMeaningsUnavailable = true
                view.update { $0.message = .init(services.meaningsUnavailable, tone: .info) }
            }
            return
        }
        guard let word = view.state.lastWord?.word else {
            view.update { $0.message = .init("Find a word first: = shows the meaning of the last one.", tone: .info) }
            return
        }
        let lines = meanings(word) ?? ["No meaning of \(word) in WordNet."]
        view.update {
            $0.meaningWord = word
            $0.meaningLines = lines
        }
        setMode(.meaning)
    }

    /// The hint: first a nudge (the word's first letter and length, its first tile lit); asked again
    /// while the nudge shows, the whole word and path, without using another hint.
    private func hint() {
        let state = view.state
        if state.hintIsNudge, !state.hintPath.isEmpty {
            view.reveal()
            return
        }
        game.hint()
    }

    /// What is true about quitting now, for a kind that saves finished levels: what is saved, and
    /// what would be lost.
    func usualQuitNotes() -> [String] {
        var notes: [String] = []
        let over = game.status.isOver || game.status == .ready
        let mode = view.state.mode
        let nothingToKeep = game.moveLog.isEmpty && game.level.rules.timeLimit == nil
        if !over && mode != .campaign && mode != .intro && !(progress.keep != nil && nothingToKeep) {
            notes.append(
                progress.keep == nil || keepFailed
                    ? "This level is not finished: its progress will be lost."
                    : "This level is not finished: it is kept, and offered to resume next time.")
        }
        if !progress.isSaving {
            notes.append("Results of a single level file are not saved.")
        } else if lastSaveFailed {
            notes.append("Your last result could not be saved.")
        } else {
            notes.append("Finished levels are saved.")
        }
        return notes
    }
}
