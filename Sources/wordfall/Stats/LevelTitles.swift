import WordfallCore
import WordfallProgress

/// The titles a player knows packs and levels by, for lines that would otherwise show a folder name
/// ("Levels") or a file's id ("01-first-steps").
///
/// The store keys packs by folder and levels by id. A level's title comes from the level text kept
/// with each game played on screen (the latest game wins); a pack's from the bundled pack's pack.json,
/// the one pack every player has, and from each pack folder played (`PackShelf`, in `dataDirectory`),
/// with their campaign order. Anything not found is shown by its key.
struct LevelTitles {
    private var packs: [String: String] = [:]
    private var levels: [String: String] = [:]
    /// A level's place in its pack's campaign (pack.json's order), where the pack is known.
    private var places: [String: Int] = [:]

    /// The titles found in `store`'s replays, the bundled pack and the pack folders played.
    static func load(store: GameStore?, dataDirectory: String? = nil) -> LevelTitles {
        var titles = LevelTitles()
        // Issue 40: a pack of one's own was named by its folder ("mine: 2 levels played").
        let played = dataDirectory.map { PackShelf(directory: $0).folders() } ?? []
        let bundled = ResourceLocator.resourcesDirectory().map { [$0 + "/Levels"] } ?? []
        // The newest folder played first wins a key two folders share; the bundled pack wins over all.
        for folder in (bundled + played).reversed() {
            guard let pack = try? PackLoader().loadLevels(path: folder) else { continue }
            titles.packs[pack.pack.progressKey] = pack.pack.title
            for (place, level) in pack.levels.enumerated() {
                titles.levels[key(level.id, pack.pack.progressKey)] = level.title
                titles.places[key(level.id, pack.pack.progressKey)] = place
            }
        }
        for replay in (try? store?.replays()) ?? [] {
            guard let level = try? LevelLoader().load(bytes: Array(replay.levelText.utf8), path: "game.json") else {
                continue
            }
            titles.levels[key(replay.level, replay.pack)] = level.title
        }
        return titles
    }

    private static func key(_ level: String, _ pack: String?) -> String { (pack ?? "") + "\u{0}" + level }

    /// The pack's title, or its key.
    func pack(_ key: String) -> String { packs[key] ?? key }

    /// The level's place in its pack's campaign, nil when the pack is not known.
    func place(_ id: String, inPack pack: String?) -> Int? { places[Self.key(id, pack)] }

    /// The level's title, or its id.
    func level(_ id: String, inPack pack: String?) -> String { levels[Self.key(id, pack)] ?? id }
}
