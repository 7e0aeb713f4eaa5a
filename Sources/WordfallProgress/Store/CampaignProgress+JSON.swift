import WordfallCore
import WordfallJSON

extension CampaignProgress {
    /// Why a progress file could not be read.
    struct FormatError: Error, Hashable, Sendable {
        var message: String
    }

    /// Reads `progress.json`: `{"format": 1, "packs": {PACK: {LEVEL: {"bestScore": N, "bestStars": N,
    /// "completed": BOOL}}}}`. Unknown keys are ignored; a missing or wrong field, another format, a
    /// negative score or stars outside 0 to 3 make the whole file unreadable.
    init(json bytes: [UInt8]) throws(FormatError) {
        let root: JSONValue
        do {
            root = try JSONParser.parse(bytes)
        } catch {
            throw FormatError(message: "not JSON")
        }
        let members = try Self.object(root, "the file")
        guard let format = try Self.int(members, "format"), format == Self.format else {
            throw FormatError(message: "format is not \(Self.format)")
        }
        var packs: [String: [String: LevelProgress]] = [:]
        for pack in try Self.object(Self.required(members, "packs"), "packs") {
            var levels: [String: LevelProgress] = [:]
            for level in try Self.object(pack.value, pack.key) {
                let fields = try Self.object(level.value, level.key)
                guard let score = try Self.int(fields, "bestScore"), score >= 0 else {
                    throw FormatError(message: "a score cannot be negative")
                }
                guard let stars = try Self.int(fields, "bestStars"), (0...3).contains(stars) else {
                    throw FormatError(message: "stars are 0 to 3")
                }
                guard case .bool(let completed) = try Self.required(fields, "completed").kind else {
                    throw FormatError(message: "completed is not true or false")
                }
                levels[level.key] = LevelProgress(bestScore: score, bestStars: stars, completed: completed)
            }
            packs[pack.key] = levels
        }
        self.init(packs: packs)
    }

    private static func object(_ value: JSONValue, _ name: String) throws(FormatError) -> [JSONValue.Member] {
        guard case .object(let members) = value.kind else { throw FormatError(message: "\(name) is not an object") }
        return members
    }

    private static func required(_ members: [JSONValue.Member], _ key: String) throws(FormatError) -> JSONValue {
        guard let member = members.last(where: { $0.key == key }) else { throw FormatError(message: "no \(key)") }
        return member.value
    }

    private static func int(_ members: [JSONValue.Member], _ key: String) throws(FormatError) -> Int? {
        guard case .number(let number) = try required(members, key).kind, let value = number.intValue else {
            throw FormatError(message: "\(key) is not a whole number")
        }
        return value
    }
}
