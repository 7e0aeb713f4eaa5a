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
            // With no word, Esc takes away the last verdict instead: it never pauses (decision 0051).
            if view.state.currentWord.isEmpty { view.update { $0.message = nil } } else { clearWord() }
        case .wordSubmitted: submit()
        case .cursorMoved(let rows, let columns): moveCursor(rows: rows, columns: columns)
        case .cursorTilePicked:
            view.update { $0.showsCursor = true }
            pick(view.state.cursor, clicked: false, dragging: false)
        case .tileTouched(let position, let dragging): pick(position, clicked: true, dragging: dragging)
        case .shuffleRequested:
            clearWord()
            send(.moveAsked(.shuffle))
        case .hintRequested: hint()
        case .helpToggled: toggle(.help, showing: .help(scroll: 0))
        case .pauseToggled: send(.overlayToggled(.paused))
        case .quitRequested:
            sendStanding(.quitAsked)
            askQuestion()
        case .quitConfirmed:
            sendStanding(.quitAnswered(true))
        case .homeChosen:
            // `m` where the dialog offers no way home is any other key: keep playing.
            guard case .quitDialog(let dialog) = state.screen, dialog.toHome else { return send(.quitAnswered(false)) }
            sendStanding(.homeAsked)
        case .quitCancelled: send(.quitAnswered(false))
        case .noticeDismissed: send(.overlayClosed)
        case .nextLevelChosen: choose(.nextLevel)
        case .retryChosen: choose(.retry)
        case .missedAsked:
            guard case .levelOver(var ending) = state.screen else { return }
            let review = ending.review
            guard review.missedInFull || review.missedHidden else {
                // Before 3 stars the missed words in full are the next try's answers: asked once more, said
                // so. Every move shows at once, its words still hidden (issue 40: a player who kept them
                // hidden got nothing of the "w: every move" the review promised, and w seemed dead).
                ending.review.wholeReview = true
                ending.review.askingSpoil = true
                ending.scroll = 0
                return view.update { $0.shown.hold(.levelOver(ending)) }
            }
            showWholeReview()
        case .campaignChosen: choose(.levels)
        case .usualChoiceChosen:
            if let usual = state.review?.usualChoice { choose(usual) }
        case .statisticsToggled:
            toggle(
                .statistics, showing: .statistics(lines: state.mode == .statistics ? [] : services.statistics?() ?? []))
        case .meaningToggled:
            if state.mode == .meaning { send(.overlayToggled(.meaning)) } else { showMeaning() }
        case .finishRequested:
            // The daily's round asks first, as quitting does (`PlayFlow.Kind.asksBeforeFinishing`).
            send(.finishAsked)
            askQuestion()
        case .goalsToggled: send(.overlayToggled(.goals))
        case .scrolled(let lines):
            let limit = size.map { screen.scrollLimit(for: state, width: $0.width, height: $0.height) } ?? .max
            var scrolled = state
            scrolled.screen.scroll(by: lines, limit: limit)
            view.update { $0.shown = scrolled.shown }
        case .levelPicked(let step):
            guard var campaign = state.campaign else { return }
            campaign.selected = campaign.picking(by: step)
            view.update { $0.shown.hold(.campaign(campaign)) }
        case .levelClicked(let row):
            // A second click plays the level; a locked one the flow refuses (`PlayFlow.Pack`).
            guard var campaign = state.campaign, campaign.entries.indices.contains(row) else { return }
            if campaign.selected == row { return send(.levelChosen(row)) }
            guard flow.pack.isOpen(row) else { return }
            campaign.selected = row
            view.update { $0.shown.hold(.campaign(campaign)) }
        case .levelChosen:
            guard let campaign = state.campaign else { return }
            send(.levelChosen(campaign.selected))
        case .introDismissed: begin()
        }
    }

    /// Makes one of the end screen's choices, when the end screen offers it (the flow decides which).
    func choose(_ choice: EndChoice) {
        guard let review = state.review, review.choices.contains(choice) else { return }
        if choice == .quit { return apply(.quitRequested) }
        send(.endChosen(choice))
    }

    /// Asks the flow for an overlay (help, statistics) over what shows, showing `showing`, or to take it
    /// away (when it is on top).
    private func toggle(_ overlay: PlayFlow.Overlay, showing: GameScreenState.Screen) {
        view.update { $0.shown.hold(showing) }
        send(.overlayToggled(overlay))
    }

    /// The meaning of the last accepted word, or a line saying why there is none.
    private func showMeaning() {
        guard view.state.language.isEnglish else {
            view.update { $0.message = .init(Wording.noMeanings(in: $0.language), tone: .info) }
            return
        }
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
        toggle(.meaning, showing: .meaning(word: word, lines: lines))
    }

    /// The hint: first a nudge (the word's first letter and length, its first tile lit); asked again
    /// while the nudge shows, its first tiles and points (never the whole word), without using another hint.
    private func hint() {
        let state = view.state
        if state.hintIsNudge, !state.hintPath.isEmpty {
            view.reveal()
            return
        }
        send(.moveAsked(.hint))
    }

    /// Shows the flow's question (quitting, or finishing the daily's round) as the dialog, when it asks one.
    private func askQuestion() {
        guard case .quitting(let quit, let back) = flow.phase else { return }
        // Back to the home screen when play started there, unless the question is not about leaving
        // (a daily in play that cannot be kept asks whether to end it; finishing the round asks too).
        // Asked over the end screen, `n` goes back to it: the dialog says "stay", not "keep playing".
        var levelIsOver = false
        if case .ended = back { levelIsOver = true }
        let dialog = GameScreenState.QuitQuestion(
            question: quit.question,
            notes: quit.notes.map { FlowWording.note($0, day: services.pastDay, language: services.dailyLanguage) },
            toHome: services.fromHome && quit.question.leaves, levelIsOver: levelIsOver, day: services.pastDay)
        view.update { $0.shown.quitDialog = dialog }
    }
}
