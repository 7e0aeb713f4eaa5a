import Foundation
import Testing
import WordfallTestSupport

/// docs/MODEL.md walks through Examples/GoalOfYourOwn with the package's own code: each block marked
/// `<!-- file: PATH -->` must be that file, byte for byte, and every file of the example must be shown.
@Suite struct ModelDocExampleTests {
    @Test func theWalkThroughShowsTheExamplesCodeAsItIs() throws {
        let doc = try String(contentsOf: Repository.root.appendingPathComponent("docs/MODEL.md"), encoding: .utf8)
        let blocks = doc.components(separatedBy: "<!-- file: ").dropFirst()
        var shown: [String] = []
        for block in blocks {
            let header = try #require(block.range(of: " -->\n```swift\n"))
            let path = String(block[..<header.lowerBound])
            let rest = block[header.upperBound...]
            let end = try #require(rest.range(of: "\n```\n"))
            let code = String(rest[..<end.lowerBound]) + "\n"
            let file = try String(contentsOf: Repository.root.appendingPathComponent(path), encoding: .utf8)
            #expect(code == file, "docs/MODEL.md's block for \(path) is not the file: copy the file into the doc")
            shown.append(path)
        }
        let example = Repository.root.appendingPathComponent("Examples/GoalOfYourOwn")
        let files = try #require(FileManager.default.enumerator(atPath: example.path)).compactMap { $0 as? String }
            .filter { $0.hasSuffix(".swift") && !$0.hasPrefix(".build") }.map { "Examples/GoalOfYourOwn/" + $0 }
        #expect(Set(shown) == Set(files))
        #expect(shown.count == 3)
    }
}
