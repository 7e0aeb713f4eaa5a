import Testing
import WordfallCore
import WordfallTestSupport

@testable import WordfallUI

@Suite struct GoalsWidgetTests {
    func render(_ goals: [GameScreenState.GoalLine], width: Int = 34) -> [String] {
        var buffer = ScreenBuffer(width: width, height: goals.count * 2)
        GoalsWidget(goals: goals).draw(in: buffer.bounds, on: &buffer, theme: Theme())
        return buffer.lines
    }

    @Test func aDoneGoalShowsTheRealFigure() {
        let lines = render([.init(description: "Score 300 points", current: 530, target: 300, done: true)])
        #expect(lines == ["✓ Score 300 points", "  █████████████████ 530 (goal 300)"])
    }

    @Test func aStreakShowsTheCurrentRunBesideTheBest() {
        let lines = render([
            .init(description: "Spell 5 words in a row without a miss", current: 3, target: 5, done: false, run: 1)
        ])
        #expect(lines == ["· Spell 5 words in a row without …", "  █████████░░░░░░░ now 1, best 3/5"])
    }

    @Test func aMissSaysTheStreakIsBrokenAndTheRunGoesBackToZero() {
        let level = Level(
            id: "s", title: "Streak",
            board: .fixed(makeBoard(["CATS", "ODER", "GNIP", "SQUE"])), rules: Rules(refill: .none),
            goals: [GoalSpec(.streak(count: 3))])
        let session = PlaySessionTests.session(levels: [level])
        for word in ["cat", "dog"] {
            for character in word { session.handle(.character(character)) }
            session.handle(.enter)
        }
        #expect(session.state.goals[0].run == 2)
        #expect(session.state.goals[0].current == 2)
        for character in "zzz" { session.handle(.character(character)) }
        session.handle(.enter)
        #expect(session.state.goals[0].run == 0)
        #expect(session.state.goals[0].current == 2)
        #expect(
            session.state.message?.text
                == "ZZZ: not in the dictionary (`wordfall words add ZZZ` accepts it in your next games). Streak broken."
        )
        // A second miss breaks nothing more.
        for character in "zzz" { session.handle(.character(character)) }
        session.handle(.enter)
        #expect(
            session.state.message?.text
                == "ZZZ: not in the dictionary (`wordfall words add ZZZ` accepts it in your next games)")
    }
}
