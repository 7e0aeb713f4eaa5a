import WordfallJSON

extension LevelDecoder {
    /// The falling tiles' rules (docs/RULES.md, "Balanced draws", "Burning tiles", "Reward tiles",
    /// "Scramble"): each needs falling tiles; burning tiles and the scramble cost moves, so they need a
    /// move limit; a fuse needs burning tiles.
    mutating func decodeTileRules(_ fields: ValueReader.Fields, into rules: inout Rules) {
        if let value = fields["hardLetters"],
            let number = reader.integer(value, path: "rules.hardLetters", in: 0...144)
        {
            rules.hardLetters = number
            needsFallingTiles(rules, value, "rules.hardLetters", "balanced draws are for the tiles that drop in")
        }
        if let value = fields["burnEvery"], let number = reader.integer(value, path: "rules.burnEvery", in: 1...100) {
            rules.burnEvery = number
            needsFallingTiles(rules, value, "rules.burnEvery", "burning tiles are lit among the tiles that drop in")
            needsMoves(rules, value, "rules.burnEvery", "a burning tile that burns out costs a move")
        }
        if let value = fields["fuse"], let number = reader.integer(value, path: "rules.fuse", in: 1...20) {
            rules.fuse = number
            // A fuse is a burning tile's: without falling tiles or burnEvery, none is ever lit (issue 36).
            needsFallingTiles(rules, value, "rules.fuse", "a burning tile is lit among the tiles that drop in")
            if rules.burnEvery == nil {
                reader.report(
                    "rules.fuse",
                    "needs rules.burnEvery: a fuse is how long a burning tile lasts, and none is lit "
                        + "without it", at: value.location)
            }
        }
        if let value = fields["rewardLength"],
            let number = reader.integer(value, path: "rules.rewardLength", in: 4...15)
        {
            rules.rewardLength = number
            needsFallingTiles(rules, value, "rules.rewardLength", "a reward tile drops in with the new tiles")
        }
        if let value = fields["scramble"] {
            guard case .bool(let scramble) = value.kind else {
                reader.report("rules.scramble", "must be true or false, got \(value.summary)", at: value.location)
                return
            }
            rules.scramble = scramble
            if scramble {
                needsFallingTiles(rules, value, "rules.scramble", "a scramble draws new tiles")
                needsMoves(rules, value, "rules.scramble", "a scramble costs a move")
            }
        }
    }

    /// "Bonuses spent": a static board's bonus tiles give their bonus once.
    mutating func decodeBonusOnce(_ fields: ValueReader.Fields, into rules: inout Rules) {
        guard let value = fields["bonusOnce"] else { return }
        guard case .bool(let once) = value.kind else {
            reader.report("rules.bonusOnce", "must be true or false, got \(value.summary)", at: value.location)
            return
        }
        rules.bonusOnce = once
        if once, rules.refill == .gravity {
            reader.report(
                "rules.bonusOnce",
                "needs a static board (\"refill\": \"none\"): on falling tiles a used tile goes, its bonus with it",
                at: value.location)
        }
    }

    private mutating func needsFallingTiles(_ rules: Rules, _ value: JSONValue, _ path: String, _ why: String) {
        guard rules.refill == .none else { return }
        reader.report(path, "needs falling tiles (\"refill\": \"gravity\"): \(why)", at: value.location)
    }

    private mutating func needsMoves(_ rules: Rules, _ value: JSONValue, _ path: String, _ why: String) {
        guard rules.moves == nil else { return }
        reader.report(path, "needs rules.moves: \(why)", at: value.location)
    }
}
