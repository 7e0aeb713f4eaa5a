import WordfallCore
import WordfallPlay

/// The player's inputs that every kind of play shares.
extension PlaySession {
    /// Acts on one player input.
    public func apply(_ input: PlayerInput) {
        defer { settle() }
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
        case .helpToggled: toggle(.help(scroll: 0))
        case .pauseToggled: show(view.state.mode == .paused ? .playing : .paused)
        case .quitRequested:
            if view.state.mode != .help { screenBeforeOverlay = view.state.screen }
            sendStanding(.quitAsked)
            askQuestion()
        case .quitConfirmed:
            sendStanding(.quitAnswered(true))
        case .homeChosen:
            // `m` where the dialog offers no way home is any other key: keep playing.
            guard case .quitDialog(let dialog) = view.state.screen, dialog.toHome else {
                send(.quitAnswered(false))
                return show(screenBeforeOverlay)
            }
            sendStanding(.homeAsked)
        case .quitCancelled, .noticeDismissed:
            send(.quitAnswered(false))
            show(screenBeforeOverlay)
        case .nextLevelChosen: choose(.nextLevel)
        case .retryChosen: choose(.retry)
        case .missedAsked:
            guard case .levelOver(var ending) = view.state.screen else { return }
            let review = ending.review
            guard review.missedInFull || review.missedHidden else {
                // Before 3 stars the missed words in full are the next try's answers: asked once more, said
                // so. Every move shows at once, its words still hidden (issue 40: a player who kept them
                // hidden got nothing of the "w: every move" the review promised, and w seemed dead).
                ending.review.wholeReview = true
                ending.review.askingSpoil = true
                ending.scroll = 0
                return view.update { $0.screen = .levelOver(ending) }
            }
            showWholeReview()
        case .campaignChosen: choose(.levels)
        case .usualChoiceChosen:
            if let usual = view.state.review?.usualChoice { choose(usual) }
        case .statisticsToggled:
            toggle(
                view.state.mode == .statistics
                    ? .statistics(lines: []) : .statistics(lines: services.statistics?() ?? []))
        case .meaningToggled:
            if view.state.mode == .meaning {
                show(.playing)
            } else {
                showMeaning()
            }
        case .finishRequested:
            // The daily's round asks first, as quitting does (`PlayFlow.Kind.asksBeforeFinishing`).
            if view.state.mode != .help { screenBeforeOverlay = view.state.screen }
            send(.finishAsked)
            askQuestion()
        case .goalsToggled: show(view.state.mode == .goals ? .playing : .goals)
        case .scrolled(let lines):
            let limit = size.map { screen.scrollLimit(for: state, width: $0.width, height: $0.height) } ?? .max
            view.update { $0.screen.scroll(by: lines, limit: limit) }
        case .levelPicked(let step):
            guard var campaign = view.state.campaign else { return }
            campaign.selected = campaign.picking(by: step)
            view.update { $0.screen = .campaign(campaign) }
        case .levelClicked(let row):
            // A second click plays the level; a locked one the flow refuses (`PlayFlow.Pack`).
            guard var campaign = view.state.campaign, campaign.entries.indices.contains(row) else { return }
            if campaign.selected == row { return send(.levelChosen(row)) }
            guard flow.pack.isOpen(row) else { return }
            campaign.selected = row
            view.update { $0.screen = .campaign(campaign) }
        case .levelChosen:
            guard let campaign = view.state.campaign else { return }
            send(.levelChosen(campaign.selected))
        case .introDismissed: begin()
        }
    }

    /// Makes one of the end screen's choices, when the end screen offers it (the flow decides which).
    func choose(_ choice: EndChoice) {
        guard let review = view.state.review, review.choices.contains(choice) else { return }
        if choice == .quit { return apply(.quitRequested) }
        send(.endChosen(choice))
    }

    /// Shows an overlay (help, statistics) over what shows, or takes it away (when one of its kind shows).
    private func toggle(_ overlay: GameScreenState.Screen) {
        if view.state.mode == overlay.mode {
            show(screenBeforeOverlay)
        } else {
            screenBeforeOverlay = view.state.screen
            show(overlay)
        }
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
        show(.meaning(word: word, lines: lines))
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
        guard case .quitting(let quit, _) = flow.phase else { return }
        // Back to the home screen when play started there, unless the question is not about leaving
        // (a daily in play that cannot be kept asks whether to end it; finishing the round asks too).
        // Asked over the end screen, `n` goes back to it: the dialog says "stay", not "keep playing".
        var levelIsOver = false
        if case .levelOver = screenBeforeOverlay { levelIsOver = true }
        show(
            .quitDialog(
                .init(
                    question: quit.question,
                    notes: quit.notes.map {
                        FlowWording.note($0, day: services.pastDay, language: services.dailyLanguage)
                    },
                    toHome: services.fromHome && quit.question.leaves, levelIsOver: levelIsOver,
                    day: services.pastDay)))
    }
}
