import WordfallCore

/// The commands of plain mode while a level is played, each answering in a line or a few.
extension PlainSession {
    /// The commands, one line each: what `help` says.
    static let commands = [
        "Type a word and Enter to play it. Commands:",
        "board: the board, row by row, each tile with its column.",
        "goals: the goals and how far each is.",
        "status: score, moves, time, shuffles and hints left.",
        "words: the words found so far.",
        "hint: the start of the best word left; hint again: more of its start.",
        "shuffle: shuffle the board.",
        "meaning: what the last word found means.",
        "pause: stop the clock until the next line.",
        "finish: once every goal is done, end the level now (its stars counted) and hear its review.",
        "quit: leave wordfall; a level not finished is kept, to resume next time.",
        "word, then a word: play a word that is also a command, as in: word board.",
    ]

    /// How the game is played, said before a pack's first level until the screen's card was seen, and
    /// by `help`.
    static let howToPlay = [
        "How to play: spell words by chaining touching tiles, across, down or diagonally, each tile once; "
            + "QU is one tile.",
        "Points: 10 times the letters' values, times the bonuses, times the length minus 2: CAT is 50, CATS 120.",
        "Finish every goal to complete the level; a higher score earns more stars.",
    ]

    /// The daily's commands (its round, `hunt` false, and its hunt): ranks where a level has goals and
    /// stars, the grid and nudges where it has hints and shuffles.
    static func dailyCommands(hunt: Bool) -> [String] {
        let own =
            hunt
            ? [
                "grid: the words left by first letter and length, and the two-letter starts.",
                "nudge: the length, points and first letters of the best word left (\(HuntNudge.perDay) a day).",
                "goals: your rank and what the next one takes.",
                "status: score, rank, words left and nudges left.",
            ]
            : [
                "goals: your rank and what the next one takes.",
                "status: score, time left and rank.",
            ]
        let ending =
            hunt
            ? ["quit: leave the hunt; your words are kept and it reopens where it is next time."]
            : [
                "pause: stop the clock until the next line.",
                "finish: end the round now, after asking (its rank kept; the hunt follows).",
                "quit: leave; the round is kept, its clock running on, and resumes next time.",
            ]
        return [Self.commands[0]] + own + [
            "words: the words found so far, in the order found.", "meaning: what the last word found means.",
        ] + ending + [Self.commands[Self.commands.count - 1]]
    }

    func help() {
        switch stage {
        case .campaign, .review:
            say("Type a choice's number and Enter, or its first word; Enter alone takes the first choice.")
            say(menuLine())
        default:
            guard puzzle != nil else {
                Self.howToPlay.forEach(say)
                return Self.commands.forEach(say)
            }
            say(Self.howToPlay[0])
            if flow.kind == .hunt {
                HuntText.help(plain: true).forEach(say)
            } else {
                say(
                    "The round: 3 minutes, one try a day. Your rank is the share of the board's points you reach, "
                        + "from Beginner to Genius (70%) and Queen Bee (all); then the hunt, all day.")
            }
            Self.dailyCommands(hunt: flow.kind == .hunt).forEach(say)
        }
    }

    /// What the level is, its rules and goals, and its board: said when it opens.
    func opening() -> [String] {
        let level = game.level
        let rules = level.rules
        var lines: [String] = []
        let inPack = flow.kind.packTitle != nil
        if inPack {
            lines.append("Level \(index + 1) of \(levels.count): \(level.title).")
        } else {
            lines.append("\(level.title).")
        }
        // A new try says it is one, and what changed (docs/RULES.md, "Every try a new game").
        if flow.retrySeed != nil { lines.append(IntroText.tryLine(level.tryChange(from: levels[index]))) }
        if inPack, index == 0, !progress.firstStepsSeen() {
            // The screen's first-steps card, without its keys (the card stays unseen for the screen).
            lines += Self.howToPlay
        }
        if rules.endless {
            lines += EndlessText.rules(finish: "finish")
        } else if flow.kind == .practice {
            lines += EndlessText.practiceRules(finish: "finish", another: "the retry choice")
        } else if !inPack {
            // The facts line below says the move limit.
            lines += IntroText.ownRules(of: level).filter { !$0.hasPrefix("A move limit") }
        } else if index > 0 {
            lines += IntroText.newRules(of: level, after: Array(levels[..<index])).filter {
                !$0.hasPrefix("New: a timed")
            }
        }
        var facts = ["Words of \(PlainWording.count(rules.minWordLength, "letter")) or more."]
        if let moves = rules.moves { facts.append("\(PlainWording.count(moves, "move")).") }
        facts.append(
            rules.refill == .gravity ? "Used tiles fall away and new ones drop in." : "Used tiles stay.")
        if let rank = rankLine() {
            // The daily speaks in ranks: no shuffle, hint, star or goal of a level's.
            lines.append(facts.joined(separator: " "))
            // A hard round says so before it starts, as the screen's card does (issue 40).
            if rules.hard, flow.kind == .daily { lines.append(HardWording.dailyCard(of: rules)) }
            lines.append(rank)
            return lines + PlainWording.board(game.board, language: game.level.language)
        }
        facts.append(
            "\(PlainWording.count(game.shufflesLeft, "shuffle")), \(PlainWording.count(game.hintsLeft, "hint")).")
        if let stars = level.stars {
            facts.append("2 stars at \(Format.number(stars.twoStars)) points, 3 at \(Format.number(stars.threeStars)).")
        }
        lines.append(facts.joined(separator: " "))
        lines += goalLines()
        lines += PlainWording.board(game.board, language: game.level.language)
        return lines
    }

    /// The goals and how far each is; a daily's rank instead (it speaks in ranks).
    func goals() {
        if let line = rankLine() { return say(line) }
        goalLines().forEach(say)
    }

    /// The daily's rank and what the next takes, as a sentence; nil outside a daily.
    func rankLine() -> String? {
        guard let puzzle else { return nil }
        if let hunt = puzzle.hunt(with: game.foundWords) {
            return "\(HuntText.progress(hunt)). \(HuntText.rank(hunt, label: "Rank"))"
        }
        // As the round says it while it changes (`PlainNarrator`).
        let rank = puzzle.rank(score: game.score, words: game.foundWords).name
        return "Rank: \(rank)\(PlainWording.next(puzzle.next(score: game.score, words: game.foundWords)))."
    }

    private func goalLines() -> [String] {
        game.goals.enumerated().map { offset, goal in
            let done = goal.isDone ? ", done" : ""
            return "Goal \(offset + 1) of \(game.goals.count): \(goal.spec.text(in: game.level.language)), "
                + "\(Format.number(goal.current)) of \(Format.number(goal.target))\(done)."
        }
    }

    func status() {
        var parts = ["Score \(Format.number(game.score))."]
        if let moves = game.movesLeft { parts.append(PlainWording.movesLeft(moves)) }
        if let left = game.timeLeft { parts.append("\(PlainWording.time(left)) left.") }
        if let rank = rankLine() {
            // The daily: its rank, and in the hunt the grid's and the nudges' count.
            parts.append(rank)
            if flow.kind == .hunt, let hunt = puzzle?.hunt(with: game.foundWords), hunt.wordsLeft > 0 {
                let given = services.nudgesGiven?() ?? 0
                parts.append(
                    "Nudges left today: \(max(0, HuntNudge.perDay - given)) of \(HuntNudge.perDay) (nudge); "
                        + "grid: the words left.")
            }
            return say(parts.joined(separator: " "))
        }
        parts.append(
            "\(PlainWording.count(game.shufflesLeft, "shuffle")) and \(PlainWording.count(game.hintsLeft, "hint")) left."
        )
        let done = game.goals.filter(\.isDone).count
        parts.append("Goals done: \(done) of \(game.goals.count).")
        say(parts.joined(separator: " "))
    }

    func words() {
        let found = narrator.found
        guard !found.isEmpty else { return say("No words found yet.") }
        let language = game.level.language
        let list = found.map { "\(language.shown($0.word)) \(Format.number($0.points))" }.joined(separator: ", ")
        say("\(PlainWording.count(found.count, "word")) found: \(list).")
    }

    /// The first `hint` asks the model (a nudge); the next ones say the word's first tiles and points, never
    /// the whole word, without using another hint (until a move makes the hint stale).
    func hint() {
        if let shown = narrator.hint {
            say(
                PlainWording.reveal(
                    word: shown.word, path: shown.path, points: shown.points, board: narrator.board,
                    language: narrator.language))
        } else {
            send(.moveAsked(.hint))
        }
    }

    func meaning() {
        guard game.level.language.isEnglish else { return say(Wording.noMeanings(in: game.level.language)) }
        guard let meanings = services.meanings else {
            return say(services.meaningsUnavailable)
        }
        guard let word = narrator.found.last?.word else { return say("Find a word first.") }
        let lines = meanings(word) ?? ["No meaning of \(word) in WordNet."]
        say("\(word): " + lines.joined(separator: " "))
    }
}

/// The hunt's help in plain mode (docs/RULES.md, "The daily: a round, then the hunt").
extension PlainSession {
    /// `grid`: the words left by first letter and length, and the two-letter starts, as lines.
    func huntGrid() {
        guard let hunt = puzzle?.hunt(with: game.foundWords) else { return }
        HuntText.gridLines(HuntGrid(hunt)).forEach(say)
    }

    /// `nudge`: the day's next nudge (a few a day, every sitting together).
    func huntNudge() {
        guard let hunt = puzzle?.hunt(with: game.foundWords) else { return }
        say(services.nudge?(hunt) ?? HuntText.noNudge(hunt))
    }
}
