import Testing
import WordfallCore
import WordfallPlay
import WordfallTestSupport

@testable import WordfallUI

/// Issue 41's play-test in plain mode: the daily speaks in ranks (never a level's stars or its goal of
/// the board's points), `finish` asks first, the hunt's help and status say the grid, the nudges and the
/// rank, and a refused word names no `words add`. Whole transcripts.
@Suite struct PlainDailyTrustTests {
    func session(_ daily: DailyPlay, transcript: PlainSessionTests.Transcript, nudges: Int = 0) -> PlainSession {
        var services = PlayServices.none
        services.nudgesGiven = { nudges }
        let level =
            daily.hunt == nil
            ? DailyTrustTests.level(total: daily.total)
            : HuntPlay.level(
                DailyTrustTests.level(total: daily.total))
        let session = PlainSession(
            levels: [level], lexicon: { _ in DailyTrustTests.lexicon }, progress: transcript.recorder,
            services: services, puzzle: daily, now: { 0 }, write: { transcript.lines.append($0) })
        session.start()
        return session
    }

    @Test func theRoundSpeaksInRanksAndAsksBeforeFinishing() {
        let transcript = PlainSessionTests.Transcript()
        let session = session(DailyTrustTests.daily(), transcript: transcript)
        _ = transcript.take()
        var said: [String] = []
        for line in ["", "xyz", "codes", "goals", "status", "finish", "no", "finish", "yes"] {
            session.handle(line: line)
            said += transcript.take()
        }
        #expect(
            said == [
                "Type a word and Enter.",
                "XYZ: not in the dictionary.",
                "CODES accepted, 300 points. Score 300. Rank: Nice; 96 more points for Great.",
                "Rank: Nice; 96 more points for Great.",
                "Score 300. 3 minutes left. Rank: Nice; 96 more points for Great.",
                "Finish today's round now? The round ends as it stands, its rank kept, the time left unused: one round a day. The hunt follows. Type yes to finish, anything else to go on.",
                "Carrying on.",
                "Finish today's round now? The round ends as it stands, its rank kept, the time left unused: one round a day. The hunt follows. Type yes to finish, anything else to go on.",
                "You ended the puzzle. Score 300.",
                "Best word: CODES, 300 points. Longest word: CODES, 5 letters.",
                "You found 0 of 8 words + 1 find.",
                "Finds, off the common list and scored as any other: CODES.",
                "The words you missed stay hidden: the hunt is open all day (wordfall daily plays it, no clock, your words kept), and tomorrow they are yesterday's answers on the home screen.",
                "The longest words you missed: 5 letters: a word worth 300; 4 letters: a word worth 180 (3 missed); 3 letters: a word worth 80 (4 missed).",
                "Rank: Nice. To share:",
                "wordfall daily #1 2026-11-24",
                "Round: Nice ######....",
                "300 of 990 points (30%)",
                "0 of 8 words + 1 find, your longest 5 letters",
                "3 .......... 0/4",
                "4 .......... 0/3",
                "5 .......... 0/1 + 1 find",
                "big word (5 letters) found, by a 5-letter find",
                "Choices: 1. review again, 2. quit.",
            ], "\(said)")
    }

    @Test func theHuntsHelpAndStatusSayTheGridTheNudgesAndTheRank() {
        let transcript = PlainSessionTests.Transcript()
        let session = session(DailyTrustTests.daily(hunt: ["CAT"]), transcript: transcript, nudges: 1)
        _ = transcript.take()
        var said: [String] = []
        for line in ["help", "status", "finish"] {
            session.handle(line: line)
            said += transcript.take()
        }
        #expect(
            said == [
                "How to play: spell words by chaining touching tiles, across, down or diagonally, each tile once; QU is one tile.",
                "The hunt: today's board again, no clock, all day. It starts from every word your round found, and every word you find is kept at once: leave (type quit) and come back, and it reopens where it was; two sittings open at once add to one list.",
                "Ranks: the points of every word found today, round and hunt, finds included, climb Beginner, Good Start, Moving Up, Good, Solid, Nice, Great, Amazing, Genius (70% of the board's points). Queen Bee is every expected word of the board found, whatever the points.",
                "The grid (type grid): the words left by first letter and by length, and by their first two letters (AB-2: two words left start AB). It never shows a word.",
                "Nudges (type nudge): 3 a day, every sitting together; each points at the word left worth the most points: its length, its points and its first letters, never the whole word.",
                "The hunt has no end of yours: it ends once every word the board holds is found. The words you missed stay hidden until tomorrow, when they are yesterday's answers.",
                "Type a word and Enter to play it. Commands:",
                "grid: the words left by first letter and length, and the two-letter starts.",
                "nudge: the length, points and first letters of the best word left (3 a day).",
                "goals: your rank and what the next one takes.",
                "status: score, rank, words left and nudges left.",
                "words: the words found so far, in the order found.",
                "meaning: what the last word found means.",
                "quit: leave the hunt; your words are kept and it reopens where it is next time.",
                "word, then a word: play a word that is also a command, as in: word board.",
                "Score 0. Hunt: 1 of 8 words, 7 to Queen Bee. Rank: Moving Up. 30 points to Good. Nudges left today: 2 of 3 (nudge); grid: the words left.",
                "The hunt has no end: quit leaves it, and your words are kept for the next sitting.",
            ], "\(said)")
    }
}
