import WordfallCore
import WordfallProgress

/// The titles a player knows packs and levels by, for lines that would otherwise show a folder name
/// ("Levels") or a file's id ("01-first-steps").
///
/// The store keys packs by folder and levels by id. A level's title comes from the level text kept
/// with each game played on screen (the latest game wins); a pack's from the bundled pack's pack.json,
/// the one pack every player has, with its campaign order. Anything not found is shown by its key.
struct LevelTitles {
    private var packs: [String: String] = [:]
    private var levels: [String: String] = [:]
    /// A level's place in its pack's campaign (pack.json's order), where the pack is known.
    private var places: [String: Int] = [:]

    /// The titles found in `store`'s replays and the bundled pack.
    static func load(store: GameStore?) -> LevelTitles {
        var titles = LevelTitles()
        if let resources = ResourceLocator.resourcesDirectory(),
            let bundled = try? PackLoader().loadLevels(path: resources + "/Levels")
        {
            titles.packs[bundled.pack.progressKey] = bundled.pack.title
            for (place, level) in bundled.levels.enumerated() {
                titles.levels[key(level.id, bundled.pack.progressKey)] = level.title
                titles.places[key(level.id, bundled.pack.progressKey)] = place
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
