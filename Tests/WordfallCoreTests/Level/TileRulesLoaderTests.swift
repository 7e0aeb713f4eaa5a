import Testing

@testable import WordfallCore

/// The falling tiles' keys of `rules` (docs/LEVELS.md): read, written back, and refused where they cannot work.
@Suite struct TileRulesLoaderTests {
    func load(_ rules: String) throws -> Level {
        try LevelLoader(fileSystem: memoryFileSystem([:])).load(
            bytes: Array(levelText(#""rules": "# + rules + ",").utf8), path: "level.json")
    }

    @Test func theKeysAreReadAndWrittenBack() throws {
        let level = try load(
            #"{"moves": 10, "hardLetters": 2, "burnEvery": 3, "fuse": 4, "rewardLength": 6, "scramble": true}"#)
        #expect(level.rules.hardLetters == 2)
        #expect(level.rules.burnEvery == 3)
        #expect(level.rules.fuse == 4)
        #expect(level.rules.rewardLength == 6)
        #expect(level.rules.scramble)
        let again = try LevelLoader(fileSystem: memoryFileSystem([:])).load(
            bytes: Array(level.fileText.utf8), path: "level.json")
        #expect(again.rules == level.rules)
        let plain = try load(#"{"moves": 10}"#)
        #expect(plain.rules == Rules(moves: 10), "absent: plain draws, no burning, no reward, no scramble")
    }

    /// Each at its own key, in the file's order.
    @Test func theyNeedFallingTilesAndBurningAndScrambleNeedAMoveLimit() {
        #expect(
            levelErrors(levelText(#""rules": {"refill": "none", "rewardLength": 6, "hardLetters": 1},"#)) == [
                "level.json: error: rules.rewardLength: needs falling tiles (\"refill\": \"gravity\"): a reward tile drops in with the new tiles",
                "level.json: error: rules.hardLetters: needs falling tiles (\"refill\": \"gravity\"): balanced draws are for the tiles that drop in",
            ])
        #expect(
            levelErrors(levelText(#""rules": {"burnEvery": 2, "scramble": true},"#)) == [
                "level.json: error: rules.burnEvery: needs rules.moves: a burning tile that burns out costs a move",
                "level.json: error: rules.scramble: needs rules.moves: a scramble costs a move",
            ])
        #expect(
            levelErrors(levelText(#""rules": {"moves": 5, "scramble": "yes", "fuse": 0},"#)) == [
                "level.json: error: rules.scramble: must be true or false, got \"yes\"",
                "level.json: error: rules.fuse: must be 1 to 20, got 0",
            ])
    }

    /// A fuse is a burning tile's: on a static board or without `burnEvery` it would be a rule that never
    /// plays, refused by name as every other rule in the wrong place is (issue 36, item 10).
    @Test func aFuseNeedsBurningTiles() {
        #expect(
            levelErrors(levelText(#""rules": {"refill": "none", "fuse": 2},"#)) == [
                "level.json: error: rules.fuse: needs falling tiles (\"refill\": \"gravity\"): a burning tile is lit among the tiles that drop in",
                "level.json: error: rules.fuse: needs rules.burnEvery: a fuse is how long a burning tile lasts, and none is lit without it",
            ])
        #expect(
            levelErrors(levelText(#""rules": {"moves": 5, "fuse": 2},"#)) == [
                "level.json: error: rules.fuse: needs rules.burnEvery: a fuse is how long a burning tile lasts, and none is lit without it"
            ])
        #expect(levelErrors(levelText(#""rules": {"moves": 5, "burnEvery": 2, "fuse": 2},"#)) == [])
    }
}
