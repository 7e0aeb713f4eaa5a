import WordfallCore
import WordfallPlay

/// Plain mode's menus: the pack's levels, the end of a level (its review, recorded as on screen) and
/// what comes next, each as numbered choices.
extension PlainSession {
    /// The pack's levels with their saved stars, then the choices.
    func showCampaign() {
        updateClock()
        let saved = levels.map { progress.saved($0.id) }
        let open = levels.indices.map(flow.pack.isOpen)
        let earned = saved.reduce(0) { $0 + ($1?.bestStars ?? 0) }
        say(
            "\(packTitle ?? "Levels"): \(PlainWording.count(levels.count, "level")), \(earned) of \(levels.count * 3) stars."
        )
        // A level left in progress is said so; the next to play is the flow's, as on screen.
        let left = levels.indices.map { open[$0] && progress.kept(levels[$0]) != nil }
        let next = flow.pack.next
        choices = levels.indices.map { .level($0) }
        for offset in levels.indices {
            var line = "\(offset + 1). \(levels[offset].title):"
            if !open[offset] {
                line += " locked."
            } else if let result = saved[offset] {
                line += " \(result.bestStars) of 3 stars, best \(Format.number(result.bestScore))"
                line += result.completed ? "." : ", not completed."
            } else if !left[offset] {
                line += " not played yet."
            }
            if left[offset] { line += saved[offset] == nil ? " left in progress." : " Left in progress." }
            if offset == next { line += " Next to play: Enter plays it." }
            say(line)
        }
        if open.contains(false) { say("A locked level opens when the level before it is completed.") }
        if daily != nil { choices.append(.daily) }
        choices += services.statistics == nil ? [.quit] : [.statistics, .quit]
        say(menuLine())
    }

    /// The choices that are not levels, numbered after them: `Or: 3. statistics, 4. quit.`
    func menuLine() -> String {
        let titles = levels.map(\.title)
        let others = choices.enumerated().filter { if case .level = $0.element { false } else { true } }
        let listed = others.map { "\($0.offset + 1). \($0.element.text(levelTitles: titles, current: index))" }
        let lead = stage == .campaign ? "Type a level's number, or: " : "Choices: "
        return lead + listed.joined(separator: ", ") + "."
    }

    /// A line typed at a menu: a number, the first word of a choice, or Enter for the first choice.
    func chooseFromMenu(_ command: String) {
        let titles = levels.map(\.title)
        var chosen: MenuChoice?
        if command.isEmpty {
            chosen = stage == .campaign ? .level(flow.nextLevel) : choices.first
        } else if let number = Int(command), choices.indices.contains(number - 1) {
            chosen = choices[number - 1]
        } else {
            chosen = choices.first { $0.text(levelTitles: titles).lowercased().hasPrefix(command) && !command.isEmpty }
        }
        guard let chosen else {
            if command == "help" || command == "?" { return help() }
            return say("There is no such choice. " + menuLine())
        }
        switch chosen {
        case .level(let offset):
            guard flow.pack.isOpen(offset) else {
                return say("Level \(offset + 1) is locked: complete the level before it first.")
            }
            send(.levelChosen(offset))
        case .nextLevel: send(.endChosen(.nextLevel))
        case .retry, .newGame, .practice: send(.endChosen(.retry))
        case .levels: send(.endChosen(.levels))
        case .statistics:
            (services.statistics?() ?? []).filter { !$0.isEmpty }.map(PlainWording.statistics).forEach(say)
            say(menuLine())
        case .review:
            review()
            say(menuLine())
        case .missedWords:
            send(.missedAsked)
            review()
            say(menuLine())
        case .compare: askFriendLine()
        case .daily: openDaily()
        case .back:
            // Back to the levels this daily was played from, without a word.
            aside = .finished
            send(.endChosen(.quit))
        case .quit:
            send(.quitAsked)
            send(.quitAnswered(true))
            farewell(kept: false)
        }
    }

    /// Today's puzzle from the levels: played by a session of its own, then back to the levels.
    private func openDaily() {
        switch daily?.open() {
        case .success(let today):
            let inner = PlainSession(
                levels: [today.level], lexicon: { _ in today.lexicon }, progress: today.progress,
                services: today.services, puzzle: today.play, now: now, write: write)
            inner.isNested = true
            dailySession = inner
            inner.start()
        case .failure(let refusal):
            refusal.lines.forEach(say)
            say(menuLine())
        case nil:
            say(menuLine())
        }
    }

    /// Back to the levels once the daily played from them is done.
    func leaveDailyIfDone() {
        guard let inner = dailySession, inner.isFinished else { return }
        dailySession = nil
        showCampaign()
    }

    /// Whether the end hides the words missed: a daily's round does (its hunt comes next, and the day's
    /// answers are the next day's).
    var missedHidden: Bool { puzzle != nil && puzzle?.hunt == nil }

    /// Says the flow's end of the level (`Effect.showEnd`): the same news, counts and choices as the
    /// screen's.
    func showEnd(_ outcome: PlayFlow.Outcome) {
        // The model's lines of the end come first (the word that ended it, how it ended).
        takeNarration()
        if let notice = outcome.notice { say(notice) }
        outcome.news.map { FlowWording.news($0, language: game.level.language) }.forEach(say)
        review()
        // The flow's choices, in plain mode's order, then what plain mode adds.
        choices = [EndChoice.nextLevel, .retry, .levels].filter(outcome.choices.contains).map {
            MenuChoice($0, newGame: outcome.retryIsNewGame)
        }
        if challenge != nil {
            // As the screen's: another play is practice, and a round is neither passed nor failed.
            choices = choices.compactMap { $0 == .retry ? .practice : challenge?.isRound == true ? nil : $0 }
            sayChallengeEnd(outcome)
            // Comparing comes first: another play of a challenge is practice (docs/RULES.md, "The result line").
            choices.insert(.compare, at: 0)
        }
        choices.append(.review)
        if MissedWording.hasMore(
            outcome.end.review.moves, missed: missedHidden ? [] : outcome.end.review.missedWords,
            inFull: outcome.missedInFull, whole: outcome.wholeReview)
        {
            choices.append(.missedWords)
        }
        if services.statistics != nil { choices.append(.statistics) }
        choices.append(isNested ? .back : .quit)
        say(menuLine())
    }

    /// "46 of 111 words + 7 finds" in a daily's round or hunt (the day's one count, `HuntText.words`), else a
    /// level's "53 of 118 words" (every word accepted, of those and the expected words missed).
    private func foundCount(_ review: LevelReview) -> String {
        if flow.kind == .hunt, let hunt = puzzle?.hunt(with: game.foundWords) {
            return HuntText.words(
                found: hunt.expected.count - hunt.wordsLeft, of: hunt.expected.count, finds: hunt.findsFound.count)
        }
        guard flow.kind == .daily else {
            return "\(Format.number(review.foundCount)) of \(PlainWording.count(review.wordCount, "word"))"
        }
        let found = review.found.count
        return HuntText.words(
            found: found, of: found + review.missedCount, finds: max(0, review.foundCount - found))
    }

    /// The flow's review of the level in a few lines: best and longest words, the words found (counted
    /// as on screen: a find apart), the best ones missed with the meanings of the first, and for a daily
    /// its rank and share text.
    func review() {
        guard case .ended(let outcome) = flow.phase else { return }
        let review = outcome.end.review
        if outcome.completed, let next = outcome.end.nextStar, challenge?.hasStars ?? true {
            say("\(PlainWording.count(next.points, "more point")) would have made \(next.stars) stars.")
        }
        if let best = review.bestWord, let longest = review.longestWord {
            say(
                "Best word: \(best.word), \(PlainWording.count(best.points, "point")). "
                    + "Longest word: \(longest.word), "
                    + "\(PlainWording.count(game.level.language.tiles.letters(in: longest.word), "letter")).")
        }
        let list = review.found.map(\.word).joined(separator: ", ")
        say("You found \(foundCount(review))" + (list.isEmpty ? "." : ": \(list)."))
        if !review.finds.isEmpty {
            say(
                "Finds, off the common list and scored as any other: \(review.finds.map(\.word).joined(separator: ", "))."
            )
        }
        if missedHidden { say(HuntText.missedHidden(in: puzzle?.language ?? .english)) }
        let missed = missedHidden ? [] : review.missedWords.prefix(5)
        if !missed.isEmpty, outcome.missedInFull {
            let words = missed.map { "\($0.word) \(Format.number($0.points))" }.joined(separator: ", ")
            say("Missed, best first: \(words).")
        } else if !missed.isEmpty, review.missedByLength.isEmpty {
            // Named, not given (a static board's longest words missed name them so, below) (docs/RULES.md, "Every try a new game"): the next try is not the answers.
            let named = MissedWording.veiledList(review.missedWords, limit: 5, language: game.level.language)
            say("Missed, best first: \(named.joined(separator: "; ")).")
        }
        let moves = MissedWording.moves(review.moves, whole: outcome.wholeReview)
        if !moves.isEmpty {
            say(
                "The moves that mattered most: "
                    + moves.map {
                        MissedWording.move(
                            $0, inFull: outcome.missedInFull, hidden: missedHidden, language: game.level.language)
                    }
                    .joined(separator: "; ") + ".")
        }
        if !review.missedByLength.isEmpty {
            say(
                "The longest words you missed: "
                    + review.missedByLength.prefix(MissedWording.lengthsShown).map {
                        MissedWording.length(
                            $0, inFull: outcome.missedInFull, hidden: missedHidden, language: game.level.language)
                    }.joined(separator: "; ") + ".")
        }
        // Meanings are English's alone (WordNet): a Catalan word spelt as an English one is not its meaning.
        if let meanings = services.meanings, outcome.missedInFull, game.level.language.isEnglish {
            for word in missed.prefix(3) {
                if let first = meanings(word.word)?.first { say("\(word.word): \(first)") }
            }
        }
        if let daily = puzzle {
            let score = outcome.end.score
            let rank = daily.rank(score: score, words: outcome.end.words.map(\.word)).name
            say("Rank: \(rank). To share:")
            let counts = DailyRank.counts(of: outcome.end.words)
            ShareText.lines(
                day: daily.day.description, rank: rank, score: score, total: daily.total,
                words: counts.words, longestWordLength: counts.longestWordLength,
                shape: ShareText.Shape(
                    found: review.found.map(\.word), missed: review.missedWords.map(\.word), bigWord: daily.bigWord,
                    played: outcome.end.words.map(\.word)),
                unicode: false, hard: game.level.rules.hard, language: daily.language
            ).forEach(say)
            if game.level.rules.hard { say(ShareText.hardNote) }
        }
    }
}
