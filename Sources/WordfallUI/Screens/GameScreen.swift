import WordfallCore

/// Draws a whole frame of the game from its state: the one place that decides what is on screen.
public struct GameScreen: Sendable {
    public var theme: Theme

    public init(theme: Theme) { self.theme = theme }

    /// The minimum terminal size for `state`'s board: the compact layout's (goals and words a key away).
    public func minimumSize(for state: GameScreenState) -> (width: Int, height: Int) {
        GameLayout.minimumSize(rows: state.board.rows, columns: state.board.columns, goals: Self.goalRows(state))
    }

    /// The goals the layout makes room for: the panel of a level with none (the endless game, practice) takes
    /// the room of two.
    static func goalRows(_ state: GameScreenState) -> Int { state.goals.isEmpty ? 2 : state.shownGoals.count }

    /// How many goal descriptions do not fit one row of a panel this wide.
    private func longGoals(_ state: GameScreenState, panelWidth: Int) -> Int {
        let textWidth = GoalsWidget.descriptionWidth(panel: panelWidth - 4, theme: theme)
        return state.shownGoals.filter { $0.description.unicodeScalars.count > textWidth }.count
    }

    /// The layout for `state` at this size, nil when the terminal is too small. Goal descriptions
    /// too long for the panel get a second row where the height allows, else the layout is compact.
    public func layout(for state: GameScreenState, width: Int, height: Int) -> GameLayout? {
        let rows = state.board.rows
        let columns = state.board.columns
        guard
            let plain = GameLayout(
                width: width, height: height, rows: rows, columns: columns, goals: Self.goalRows(state))
        else { return nil }
        guard !plain.isCompact else { return plain }
        let long = longGoals(state, panelWidth: plain.goalsBox.width)
        guard long > 0 else { return plain }
        return GameLayout(
            width: width, height: height, rows: rows, columns: columns, goals: state.shownGoals.count,
            extraGoalRows: long)
    }

    /// A fresh buffer of `width` x `height` holding the frame for `state` (with its tiles in mid-fall).
    public func render(_ state: GameScreenState, width: Int, height: Int, fall: FallFrame? = nil) -> ScreenBuffer {
        var buffer = ScreenBuffer(width: width, height: height)
        draw(state, on: &buffer, fall: fall)
        return buffer
    }

    /// Draws the frame for `state` over the whole of `buffer`.
    public func draw(_ state: GameScreenState, on buffer: inout ScreenBuffer, fall: FallFrame? = nil) {
        guard let layout = layout(for: state, width: buffer.width, height: buffer.height) else {
            TooSmallScreen(needed: minimumSize(for: state)).draw(on: &buffer, theme: theme)
            return
        }
        drawHeader(state, layout.header, on: &buffer)
        switch state.screen {
        case .help(let scroll):
            helpScreen(state, scroll: scroll).draw(in: layout.body, on: &buffer, theme: theme)
        case .paused:
            // What the bar says the keys do, as sentences: every key not named resumes.
            let others = KeysBar.items(for: state, glyphs: theme.glyphs).filter { $0.action != "resume" }
                .map { "\($0.key) \($0.action == "quit" ? "quits" : "shows " + $0.action)" }
            PausedScreen(hasClock: state.secondsLeft != nil, others: others).draw(
                in: layout.body, on: &buffer, theme: theme)
        case .statistics(let lines, let scroll):
            statisticsScreen(lines, scroll: scroll).draw(in: layout.body, on: &buffer, theme: theme)
        case .notice(let notice):
            TextScreen(title: "Your saved data", lines: [notice], footer: "Any key starts the game.")
                .draw(in: layout.body, on: &buffer, theme: theme)
        case .meaning(let word, let lines):
            drawGame(state, layout, on: &buffer)
            TextScreen(title: word, lines: lines).draw(in: layout.body, on: &buffer, theme: theme)
        case .goals:
            drawGame(state, layout, on: &buffer)
            GoalsScreen(
                goals: state.shownGoals, words: state.wordsFound, marked: state.bigWordPlayed, title: state.goalsTitle
            ).draw(
                in: layout.body, on: &buffer, theme: theme)
        case .levelOver(let ending):
            reviewScreen(state, ending).draw(in: layout.body, on: &buffer, theme: theme)
        case .quitDialog(let dialog):
            // The board stays hidden, as when paused: the question is no time to think about it.
            QuitDialog(dialog).draw(in: layout.body, on: &buffer, theme: theme)
        case .campaign(let campaign):
            CampaignScreen(campaign: campaign).draw(in: layout.body, on: &buffer, theme: theme)
        case .intro(let card, let scroll):
            IntroScreen(card: card, scroll: scroll).draw(in: layout.body, on: &buffer, theme: theme)
        case .playing:
            drawGame(state, layout, on: &buffer, fall: fall)
        }
        KeysBar(items: KeysBar.items(for: state, glyphs: theme.glyphs)).draw(
            in: layout.footer, on: &buffer, theme: theme)
    }

    /// The largest scroll offset of the screen showing at this size (0 when it does not scroll).
    public func scrollLimit(for state: GameScreenState, width: Int, height: Int) -> Int {
        guard let layout = layout(for: state, width: width, height: height) else { return 0 }
        switch state.screen {
        case .help(let scroll): return helpScreen(state, scroll: scroll).scrollLimit(in: layout.body, theme: theme)
        case .levelOver(let ending): return reviewScreen(state, ending).scrollLimit(in: layout.body, theme: theme)
        case .intro(let card, _): return IntroScreen(card: card).scrollLimit(in: layout.body)
        case .statistics(let lines, let scroll):
            return statisticsScreen(lines, scroll: scroll).scrollLimit(in: layout.body)
        default: return 0
        }
    }

    /// The statistics over the game: every pack's levels, scrolled (a window too small for them cut them).
    private func statisticsScreen(_ lines: [String], scroll: Int) -> TextScreen {
        TextScreen(
            title: "Statistics", lines: lines.isEmpty ? ["No saved data: nothing to show."] : lines, scroll: scroll)
    }

    private func helpScreen(_ state: GameScreenState, scroll: Int) -> HelpScreen {
        HelpScreen(
            minWordLength: state.minWordLength, refill: state.refill, scroll: scroll, own: state.helpLines,
            meanings: state.helpKeys, qReadsQU: state.language.tiles.qReadsQU)
    }

    private func reviewScreen(_ state: GameScreenState, _ ending: GameScreenState.Ending) -> ReviewScreen {
        ReviewScreen(
            review: ending.review, goals: state.shownGoals, scroll: ending.scroll, hasStatistics: state.hasStatistics,
            marked: state.bigWordPlayed)
    }

    private func drawHeader(_ state: GameScreenState, _ rect: Rect, on buffer: inout ScreenBuffer) {
        let brand = " wordfall "
        if case .campaign(let campaign) = state.screen {
            let x = buffer.write(brand, in: rect, row: 0, style: theme.title)
            let (earned, of) = campaign.stars
            buffer.write(
                theme.glyphs.separator + " " + campaign.packTitle + "  (\(earned) of \(of) stars)", x: x, y: rect.y,
                style: theme.heading, limit: rect.maxX)
            return
        }
        // The score (and a daily's points to the next rank) first, right-aligned; the title takes what
        // is left, in the longest form that fits whole, so the two never run into each other.
        // Before the clock starts (a level's card, the offer to resume) the game's score is not the one
        // that counts: a kept game's is on the card, and the header says none rather than `Score 0`.
        let showsScore = state.mode != .intro
        let score = showsScore ? "Score \(Format.number(state.score)) " : ""
        var toNext = ""
        // Once the day's round is over, nothing is left to reach in it: the end screen says its rank.
        if showsScore, state.review == nil, let daily = state.daily,
            let next = daily.toNext(score: state.score, words: state.wordsFound.map(\.word))
        {
            toNext = next + "  "
        }
        let right = rect.maxX - score.count - toNext.count
        let room = right - 2 - rect.x
        let title = theme.glyphs.separator + " " + state.title
        // "Wordfall Starter Pack, level 3 of 13", else "level 3 of 13", else none; then without the brand.
        var subtitles: [String?] = []
        if let subtitle = state.subtitle {
            subtitles.append(subtitle)
            if let short = subtitle.split(separator: ",").last.map({ String($0.trimmingPrefix(" ")) }),
                short != subtitle
            {
                subtitles.append(short)
            }
        }
        subtitles.append(nil)
        let forms: [(brand: Bool, subtitle: String?)] = subtitles.map { (true, $0) } + [(false, nil)]
        let width = { (form: (brand: Bool, subtitle: String?)) -> Int in
            (form.brand ? brand.count : 1) + title.count + (form.subtitle.map { $0.count + 4 } ?? 0)
        }
        let fitting = forms.first { width($0) <= room }
        let form = fitting ?? (brand: false, subtitle: nil)
        let limit = fitting == nil ? rect.maxX : right - 2
        var x = form.brand ? buffer.write(brand, in: rect, row: 0, style: theme.title) : rect.x + 1
        x = buffer.write(
            Format.fit(title, limit - x, ellipsis: theme.glyphs.ellipsis), x: x, y: rect.y, style: theme.heading,
            limit: limit)
        if let subtitle = form.subtitle {
            buffer.write("  (\(subtitle))", x: x, y: rect.y, style: theme.dim, limit: limit)
        }
        guard fitting != nil else { return }
        buffer.write(toNext, x: right, y: rect.y, style: theme.star, limit: rect.maxX)
        buffer.write(score, x: right + toNext.count, y: rect.y, style: theme.heading, limit: rect.maxX)
    }

    private func drawGame(
        _ state: GameScreenState, _ layout: GameLayout, on buffer: inout ScreenBuffer, fall: FallFrame? = nil
    ) {
        Box(title: "Board").draw(in: layout.boardBox, on: &buffer, theme: theme)
        var board = BoardWidget(
            board: state.board, path: state.path, hintPath: state.hintPath,
            cursor: state.showsCursor ? state.cursor : nil, fresh: state.freshTiles, fall: fall)
        board.language = state.language
        board.draw(layout.board, on: &buffer, theme: theme)
        if layout.isCompact {
            WordLineWidget(state: state).draw(in: layout.wordBox, on: &buffer, theme: theme)
            CompactStatusWidget(state: state).draw(in: layout.statusBox, on: &buffer, theme: theme)
            return
        }
        let wordInner = Box().draw(in: layout.wordBox, on: &buffer, theme: theme)
        WordLineWidget(state: state).draw(in: wordInner.inset(horizontally: 1), on: &buffer, theme: theme)

        let statusInner = Box(title: "Status").draw(in: layout.statusBox, on: &buffer, theme: theme)
        StatusWidget(state: state).draw(in: statusInner.inset(horizontally: 1), on: &buffer, theme: theme)
        if state.goals.isEmpty {
            // The endless game and practice have no goals: the panel says how they are played.
            let lines = EndlessText.panel(state)
            let inner = Box(title: lines.title).draw(in: layout.goalsBox, on: &buffer, theme: theme)
            // The endless game's danger, its last row, in colour too: red 2 rows from the bottom or nearer.
            let fuse = state.endless != nil ? EndlessText.nearestFuse(state.board) : nil
            let danger = fuse.map { $0 <= 2 ? theme.bad : theme.warning }
            for (row, line) in lines.rows.enumerated() {
                let style = row == 0 ? theme.text : row == lines.rows.count - 1 ? danger ?? theme.dim : theme.dim
                buffer.write(
                    Format.fit(line, inner.width - 2, ellipsis: theme.glyphs.ellipsis),
                    in: inner.inset(horizontally: 1),
                    row: row, style: style)
            }
        } else {
            let goalsInner = Box(title: state.goalsTitle).draw(in: layout.goalsBox, on: &buffer, theme: theme)
            GoalsWidget(goals: state.shownGoals).draw(in: goalsInner.inset(horizontally: 1), on: &buffer, theme: theme)
        }
        let wordsInner = Box(title: "Words found (\(state.wordsFound.count))")
            .draw(in: layout.wordsBox, on: &buffer, theme: theme)
        WordsFoundWidget(words: state.wordsFound).draw(
            in: wordsInner.inset(horizontally: 1), on: &buffer, theme: theme)
    }
}

extension Rect {
    /// The rectangle with `amount` columns taken off the left and right.
    func inset(horizontally amount: Int) -> Rect {
        Rect(x: x + amount, y: y, width: width - 2 * amount, height: height)
    }
}
