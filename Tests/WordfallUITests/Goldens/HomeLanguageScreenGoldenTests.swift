import Foundation
import Testing
import WordfallCore
import WordfallTestSupport

@testable import WordfallUI

/// The home screen of a player who plays in Catalan: the Language entry picked, its line and the keys bar
/// name the language (`l` changes it); compared cell for cell with its golden.
@Suite struct HomeLanguageScreenGoldenTests {
    @Test(arguments: [(80, 24), (120, 40)])
    func theHomeScreenShowsItsLanguage(width: Int, height: Int) throws {
        let content = HomeContent(
            continuePack: "Wordfall Starter Pack, level 4 of 13", daily: "not played yet", statistics: { [] },
            language: .catalan)
        let session = HomeSession(content: content, screen: HomeScreen(theme: Theme()), picked: .language)
        session.handle(.resized(width: width, height: height))
        let golden = ScreenGolden(session.render(width: width, height: height), title: "home screen in Catalan")
        let url = ScreenGoldenTests.folder.appendingPathComponent("home-ca-\(width)x\(height).txt")
        let committed = try? String(contentsOf: url, encoding: .utf8)
        if ScreenGoldenTests.rewrite { return try ScreenGoldenTests.rewrite(golden, to: url, committed: committed) }
        let expected = try #require(committed, "no golden \(url.lastPathComponent): run `make goldens`")
        #expect(
            golden.text == expected,
            "\(url.lastPathComponent) differs (`make goldens` rewrites it):\n\(golden.differences(from: expected))")
    }
}
