import WordfallCore
import WordfallPlay
import WordfallProgress
import WordfallUI

/// What the home screen offers, read from the saved data and the disk each time it is shown: the
/// packs that can be found (the bundled pack, then the folders of `PackShelf`), the pack Continue
/// plays, today's puzzle's result, the games kept.
struct HomeShelf {
    /// A pack that can be played: its folder and its line on the list.
    struct Pack {
        var folder: String
        var pack: LevelPack
        var entry: HomeState.Entry
    }

    let data: SavedData
    let unicode: Bool
    let today = CalendarDay.today()
    let packs: [Pack]
    /// The folder Continue plays: the pack played last that can still be found, else the bundled pack.
    let continueFolder: String
    let todaysResult: DailyResult?
    /// The language whose daily the home screen offers (`wordfall --language ca`).
    let language: Language

    init(data: SavedData, unicode: Bool, language: Language = .english) {
        self.data = data
        self.unicode = unicode
        self.language = language
        let progress = data.progress().progress
        let bundled = ResourceLocator.resourcesDirectory().map { $0 + "/Levels" }
        let remembered = PackShelf(directory: data.directory).folders()
        var folders = bundled.map { [$0] } ?? []
        for folder in remembered where !folders.contains(where: { Self.same($0, folder) }) { folders.append(folder) }
        let found = folders.compactMap { folder -> Pack? in
            guard let pack = try? PackLoader().load(path: folder) else { return nil }
            return Pack(folder: folder, pack: pack, entry: Self.entry(pack, progress: progress))
        }
        packs = found
        let last = remembered.first { folder in found.contains { Self.same($0.folder, folder) } }
        continueFolder = last ?? found.first?.folder ?? bundled ?? "."
        todaysResult = data.store.flatMap {
            try? $0.dailyResult(on: CalendarDay.today().description, language: language.code)
        }
    }

    /// Whether two folder names are one folder (the bundled pack may be remembered with a trailing slash).
    static func same(_ a: String, _ b: String) -> Bool {
        func trimmed(_ path: String) -> Substring {
            var path = Substring(path)
            while path.count > 1, path.hasSuffix("/") { path = path.dropLast() }
            return path
        }
        return trimmed(a) == trimmed(b)
    }

    /// A pack's line: its title, and how far the player got.
    static func entry(_ pack: LevelPack, progress: CampaignProgress) -> HomeState.Entry {
        let saved = progress.packs[pack.progressKey] ?? [:]
        let done = saved.values.filter(\.completed).count
        let stars = saved.values.filter(\.completed).map(\.bestStars).reduce(0, +)
        let count = pack.levelPaths.count
        let detail =
            saved.isEmpty
            ? "\(count) levels, not played yet"
            : "\(min(done, count)) of \(count) levels done, \(stars) of \(3 * count) stars"
        return HomeState.Entry(title: pack.title, detail: detail)
    }

    /// The home screen's content.
    func content() -> HomeContent {
        let progress = data.progress().progress
        let next: String
        if let found = packs.first(where: { Self.same($0.folder, continueFolder) }) {
            let pack = found.pack
            let saved = progress.packs[pack.progressKey] ?? [:]
            let count = pack.levelPaths.count
            // The level Continue plays (`Campaign.follow`): by the levels' ids, read from their files.
            let ids = (try? PackLoader().loadLevels(path: found.folder))?.levels.map(\.id)
            let done = saved.values.filter(\.completed).count
            let index =
                ids.map { ids in PlayFlow.Pack(count: ids.count) { saved[ids[$0]]?.completed == true }.next }
                ?? (done < count ? done : nil)
            next = index.map { "\(pack.title), level \($0 + 1) of \(count)" } ?? "\(pack.title): every level done"
        } else {
            next = "the starter pack"
        }
        let kept = continuable()
        let dailyKept = kept.contains {
            $0.dailyDate == today.description && $0.level == DailyPuzzle.id(of: today, language: language)
        }
        let daily = dailyLine(inProgress: dailyKept)
        let services = PlayServices.standard(data: data)
        let played = dailyPage(meanings: services.meanings, inProgress: dailyKept)
        let resumable = kept.map { ResumableGame(title: $0.summary ?? $0.title) }
        return HomeContent(
            continuePack: next, inProgress: { resumable }, daily: daily,
            dailyShort: todaysResult == nil ? nil : dailyLine(inProgress: false, short: true), dailyPlayed: played,
            dailyNext: todaysResult == nil ? "today's round" : "the hunt",
            dailyAnswers: played == nil ? nil : dailyAnswersPage(meanings: services.meanings, inProgress: dailyKept),
            packs: { packs.map(\.entry) },
            replays: { replays().map { HomeState.Entry(title: ReplayCommand.listLine($0, unicode: unicode)) } },
            statistics: services.statistics,
            endless: HomeContent.endlessDetail(best: data.store?.endlessBestOfAll()?.score))
    }

    /// The games Continue resumes, the one left last first: every game kept but one of a level its pack has
    /// completed (issue 40: Continue resumed a retry of an old level left half played, not the next level).
    /// That retry is offered when its level is picked on the campaign screen.
    func continuable() -> [LevelInProgress] {
        let progress = data.progress().progress
        return data.gamesInProgress().filter { game in
            guard let pack = game.pack else { return true }
            return progress.level(game.level, inPack: pack)?.completed != true
        }
    }

    /// The games kept, newest first.
    func replays() -> [StoredReplay] {
        guard let store = data.store, let replays = try? store.replays() else { return [] }
        return replays.sorted { $0.id > $1.id }
    }

    /// Why a choice has nothing to play.
    func unavailable(_ choice: HomeChoice) -> String {
        switch choice {
        case .daily: "Today's puzzle cannot be played: its word list cannot be read."
        case .resume: "The game you left can no longer be resumed: its level or word list is gone."
        default: "That is no longer there: it was moved or deleted."
        }
    }
}
