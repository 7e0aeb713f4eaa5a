import WordfallCore

/// Plain mode's menus: the pack's levels, the end of a level (its review, recorded as on screen) and
/// what comes next, each as numbered choices.
extension PlainSession {
    /// The pack's levels with their saved stars, then the choices.
    func showCampaign() {
        stage = .campaign
        updateClock()
        let saved = levels.map { progress.saved($0.id) }
        let open = levels.indices.map { offset in LevelPack.isOpen(offset) { saved[$0]?.completed == true } }
        let earned = saved.reduce(0) { $0 + ($1?.bestStars ?? 0) }
        say(
            "\(packTitle ?? "Levels"): \(PlainWording.count(levels.count, "level")), \(earned) of \(levels.count * 3) stars."
        )
        // A level left in progress is said so; the one left last is the next to play, as on screen.
        let left = levels.indices.map { open[$0] && progress.kept(levels[$0]) != nil }
        let next = left[startLevel] ? startLevel : levels.indices.first { open[$0] && saved[$0]?.completed != true }
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
            chosen = stage == .campaign ? nextLevelChoice() : choices.first
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
            let saved = levels.map { progress.saved($0.id) }
            guard LevelPack.isOpen(offset, completed: { saved[$0]?.completed == true }) else {
                return say("Level \(offset + 1) is locked: complete the level before it first.")
            }
            open(offset)
        case .nextLevel: open(index + 1)
        case .retry: open(index)
        case .levels: showCampaign()
        case .statistics:
            (services.statistics?() ?? []).filter { !$0.isEmpty }.map(PlainWording.statistics).forEach(say)
            say(menuLine())
        case .review:
            review()
            say(menuLine())
        case .daily: openDaily()
        case .back: stage = .finished
        case .quit:
            say("Goodbye.")
            stage = .finished
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

    private func nextLevelChoice() -> MenuChoice? {
        if progress.kept(levels[startLevel]) != nil { return .level(startLevel) }
        let saved = levels.map { progress.saved($0.id) }
        let next = levels.indices.first { offset in
            LevelPack.isOpen(offset) { saved[$0]?.completed == true } && saved[offset]?.completed != true
        }
        return .level(next ?? 0)
    }

    /// Records the level's end as the screen's session does, then says its review and the choices.
    func levelEnded() {
        guard stage != .review, stage != .finished, let ending = narrator.ending else { return }
        stage = .review
        updateClock()
        let completed = ending.failure == nil && !ending.byPlayer
        let before = progress.saved(game.level.id)
        let review = game.review(missedLimit: .max)
        let warning = progress.levelFinished(
            LevelResult(
                level: game.level, completed: completed, failure: ending.byPlayer ? nil : ending.failure,
                endedByPlayer: ending.byPlayer, score: ending.score, stars: ending.stars, words: narrator.found,
                bestWord: review.bestWord, duration: game.elapsed, moves: game.moveLog))
        lastSaveFailed = warning != nil && progress.isSaving
        if let warning { say(warning) }
        if progress.isSaving, let before, before.bestScore > 0, ending.score > before.bestScore {
            say("New best score for this level (was \(Format.number(before.bestScore))).")
        }
        if progress.isSaving, let before, completed, ending.stars > before.bestStars, before.completed {
            say("More stars than before: \(ending.stars) (was \(before.bestStars)).")
        }
        self.review()
        let hasNext = completed && index + 1 < levels.count
        choices = hasNext ? [.nextLevel] : []
        if puzzle == nil { choices.append(.retry) }
        if packTitle != nil { choices.append(.levels) }
        choices.append(.review)
        if services.statistics != nil { choices.append(.statistics) }
        choices.append(isNested ? .back : .quit)
        say(menuLine())
    }

    /// The model's review of the level in a few lines: best and longest words, the words found, the best
    /// ones missed with the meanings of the first, and for a daily its rank and share text.
    func review() {
        let review = game.review(missedLimit: .max)
        if let ending = narrator.ending, ending.failure == nil, !ending.byPlayer, let next = game.nextStar {
            say("\(PlainWording.count(next.points, "more point")) would have made \(next.stars) stars.")
        }
        if let best = review.bestWord, let longest = review.longestWord {
            say(
                "Best word: \(best.word), \(PlainWording.count(best.points, "point")). "
                    + "Longest word: \(longest.word), \(PlainWording.count(longest.word.count, "letter")).")
        }
        let found = narrator.found
        let total = found.count + review.missedWords.count
        let list = found.map(\.word).joined(separator: ", ")
        say("You found \(found.count) of \(PlainWording.count(total, "word"))" + (list.isEmpty ? "." : ": \(list)."))
        let missed = review.missedWords.prefix(5)
        if !missed.isEmpty {
            let words = missed.map { "\($0.word) \(Format.number($0.points))" }.joined(separator: ", ")
            say("Missed, best first: \(words).")
        }
        if let meanings = services.meanings {
            for word in missed.prefix(3) {
                if let first = meanings(word.word)?.first { say("\(word.word): \(first)") }
            }
        }
        if let daily = puzzle, let ending = narrator.ending {
            let rank = DailyRank.rank(score: ending.score, total: daily.total).name
            say("Rank: \(rank). To share:")
            ShareText.lines(
                day: daily.day.description, rank: rank, score: ending.score,
                total: daily.total, words: found.count, bestWordLength: review.bestWord?.word.count ?? 0,
                shape: ShareText.Shape(
                    found: found.map(\.word).filter { word in !review.finds.contains { $0.word == word } },
                    missed: review.missedWords.map(\.word), bigWord: daily.bigWord),
                unicode: false
            ).forEach(say)
        }
    }
}
