import WordfallCore
import WordfallPlay

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
            sendStanding(.quitAsked)
            guard case .quitting(let quit, _) = flow.phase else { return }
            // Back to the home screen when play started there, unless the question is not about leaving
            // (a daily in play that cannot be kept asks whether to end it).
            let toHome = services.fromHome && quit.question.leaves
            view.update {
                $0.quitQuestion = FlowWording.question(quit.question)
                $0.quitNotes = quit.notes.map(FlowWording.note)
                $0.quitToHome = toHome
            }
            setMode(.confirmingQuit)
        case .quitConfirmed:
            sendStanding(.quitAnswered(true))
        case .homeChosen:
            // `m` where the dialog offers no way home is any other key: keep playing.
            guard view.state.quitToHome else {
                send(.quitAnswered(false))
                return setMode(modeBeforeOverlay)
            }
            backToMenu = true
            sendStanding(.quitAnswered(true))
        case .quitCancelled, .noticeDismissed:
            send(.quitAnswered(false))
            setMode(modeBeforeOverlay)
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
            if game.isWon || flow.kind.finishesBeforeTheGoals {
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

    /// Makes one of the end screen's choices, when the end screen offers it (the flow decides which).
    func choose(_ choice: EndChoice) {
        guard let review = view.state.review, review.choices.contains(choice) else { return }
        if choice == .quit { return apply(.quitRequested) }
        send(.endChosen(choice))
        if choice == .levels { kind.showLevels(self) }
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
}
