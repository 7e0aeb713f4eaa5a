import Testing
import WordfallCore
import WordfallTestSupport

@testable import WordfallUI

@Suite struct CampaignScreenTests {
    static func campaign(selected: Int = 2) -> CampaignState {
        CampaignState(
            packTitle: "Starter",
            entries: [
                .init(
                    number: 1, title: "First Steps", saved: .init(bestScore: 650, bestStars: 3, completed: true),
                    isOpen: true),
                .init(
                    number: 2, title: "Falling Letters", saved: .init(bestScore: 520, bestStars: 2, completed: true),
                    isOpen: true),
                .init(
                    number: 3, title: "Hidden Garden", saved: .init(bestScore: 90, bestStars: 0, completed: false),
                    isOpen: true),
                .init(number: 4, title: "Eager Es", saved: nil, isOpen: false),
            ], selected: selected, next: 2)
    }

    func render(_ campaign: CampaignState, width: Int = 80, height: Int = 24) -> [String] {
        var buffer = ScreenBuffer(width: width, height: height)
        CampaignScreen(campaign: campaign).draw(
            in: Rect(x: 0, y: 1, width: width, height: height - 2), on: &buffer, theme: Theme())
        return buffer.lines
    }

    @Test func everyLevelWithItsStarsBestScoreAndWhetherItIsOpen() {
        let lines = render(Self.campaign())
        #expect(
            Array(lines[7...16]) == [
                "    ┌─ Starter ────────────────────────────────────────────────────────────┐",
                "    │   #  Level                                      Stars       Best     │",
                "    │                                                                      │",
                "    │   1  First Steps                                ★★★          650     │",
                "    │   2  Falling Letters                            ★★☆          520     │",
                "    │ > 3  Hidden Garden  (next)                      -             90     │",
                "    │   4  Eager Es  (locked)                                              │",
                "    │                                                                      │",
                "    │                    Enter play   ↑↓ pick   q quit                     │",
                "    └──────────────────────────────────────────────────────────────────────┘",
            ])
    }

    @Test func thePickedLevelIsHighlightedAndPickingSkipsLockedOnes() {
        var campaign = Self.campaign(selected: 0)
        var buffer = ScreenBuffer(width: 80, height: 24)
        let body = Rect(x: 0, y: 1, width: 80, height: 22)
        CampaignScreen(campaign: campaign).draw(in: body, on: &buffer, theme: Theme())
        #expect(buffer.lines[10].contains("> 1  First Steps"))
        #expect(buffer[7, 10].style.attributes.contains(.reverse))
        #expect(!buffer[7, 11].style.attributes.contains(.reverse))
        campaign.selected = campaign.picking(by: 1)
        campaign.selected = campaign.picking(by: 1)
        #expect(campaign.selected == 2)
        campaign.selected = campaign.picking(by: 1)
        #expect(campaign.selected == 2, "level 4 is locked")
        #expect(CampaignScreen.entry(atY: 11, in: body, state: campaign) == 1)
        #expect(CampaignScreen.entry(atY: 8, in: body, state: campaign) == nil)
    }

    @Test func aFinishedPackShowsThePacksResult() {
        var campaign = Self.campaign()
        campaign.entries[2].saved = .init(bestScore: 1_500, bestStars: 1, completed: true)
        campaign.entries[3] = .init(
            number: 4, title: "Eager Es", saved: .init(bestScore: 2_000, bestStars: 2, completed: true), isOpen: true)
        campaign.next = nil
        #expect(campaign.isFinished)
        let lines = render(campaign)
        #expect(lines.contains { $0.contains("Pack complete: 8 of 12 stars, 4,670 points in all.") })
    }
}
