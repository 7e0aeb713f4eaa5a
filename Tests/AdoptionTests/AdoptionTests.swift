import Foundation
import Testing

/// Events and the game adopted as another project adopts them: README.md's snippet as pasted beside a
/// clone, Events by a `file://` URL and a tag with `traits: []`, and WordfallCore by URL and a tag
/// (docs/decisions/0410). Each works on a scratch clone of this working tree.
@Suite("Adopting Events and the game", .serialized)
struct AdoptionTests {
    /// The version the scratch clone is tagged with: Events' current one (Events/CHANGELOG.md).
    static let version = "1.1.3"

    /// What adopters write in their one source file: enough to show the product is the library.
    static let eventsUse = """
        import Events

        public func firstValue() -> Int {
            let event = ObservableEvent<Int>("adopted")
            var seen: [Int] = []
            let token = event.addObserver { seen.append($0) }
            event.notifyObservers(1)
            token.cancel()
            return seen.first ?? 0
        }
        """

    /// README.md's lines between `open` and `close`, without the code fence.
    static func readme(between open: String, and close: String) throws -> String {
        let text = try String(contentsOf: ScratchPackages.root.appendingPathComponent("README.md"), encoding: .utf8)
        let start = try #require(text.range(of: open), "README.md has no \(open)")
        let end = try #require(
            text.range(of: close, range: start.upperBound..<text.endIndex), "README.md has no \(close)")
        return text[start.upperBound..<end.lowerBound].split(separator: "\n", omittingEmptySubsequences: false)
            .filter { !$0.hasPrefix("```") }.joined(separator: "\n")
    }

    @Test("README's snippet, pasted beside a clone, loads the Events package and resolves no other")
    func readmeSnippetByPath() async throws {
        let scratch = try await ScratchPackages(tag: Self.version)
        defer { scratch.remove() }
        let manifest = try Self.readme(between: "<!-- adopter:begin -->", and: "<!-- adopter:end -->")
        #expect(manifest.contains("platforms: [.macOS(.v15)"))
        let adopter = try scratch.adopter("MyApp", manifest: manifest, source: Self.eventsUse)
        let described = try await ScratchPackages.run("swift", ["package", "describe"], in: adopter)
        #expect(described.status == 0, "\(described.output)")
        #expect(try ScratchPackages.pins(adopter) == [])
    }

    @Test("Events by a file:// URL and a tag, with traits: [], builds and resolves no other package")
    func eventsByURL() async throws {
        let scratch = try await ScratchPackages(tag: Self.version)
        defer { scratch.remove() }
        let snippet = try Self.readme(between: "<!-- adopter-url:begin -->", and: "<!-- adopter-url:end -->")
        let line = try #require(snippet.split(separator: "\n").first { $0.contains(".package(url:") })
        let url = try #require(line.firstRange(of: #/"[^"]+"/#), "no URL in \(line)")
        var dependency = line.replacingCharacters(in: url, with: "\"\(scratch.clone.absoluteString)\"")
        #expect(dependency.contains("traits: []"))
        if dependency.hasSuffix(",") { dependency.removeLast() }
        let manifest = """
            // swift-tools-version: 6.2
            import PackageDescription
            let package = Package(
                name: "ByURL",
                dependencies: [\(dependency)],
                targets: [.target(name: "ByURL", dependencies: [.product(name: "Events", package: "wordfall")])]
            )
            """
        let adopter = try scratch.adopter("ByURL", manifest: manifest, source: Self.eventsUse)
        let built = try await ScratchPackages.run("swift", ["build"], in: adopter)
        #expect(built.status == 0, "\(built.output)")
        #expect(try ScratchPackages.pins(adopter) == ["wordfall"])
    }

    @Test("WordfallCore by a file:// URL and a tag resolves, with the game's own dependencies")
    func gameByURL() async throws {
        let scratch = try await ScratchPackages(tag: Self.version)
        defer { scratch.remove() }
        let manifest = """
            // swift-tools-version: 6.2
            import PackageDescription
            let package = Package(
                name: "MyGoal",
                dependencies: [.package(url: "\(scratch.clone.absoluteString)", exact: "\(Self.version)")],
                targets: [.target(name: "MyGoal", dependencies: [.product(name: "WordfallCore", package: "wordfall")])]
            )
            """
        let adopter = try scratch.adopter("MyGoal", manifest: manifest, source: "import WordfallCore\n")
        let resolved = try await ScratchPackages.run("swift", ["package", "resolve"], in: adopter)
        #expect(resolved.status == 0, "\(resolved.output)")
        let described = try await ScratchPackages.run("swift", ["package", "describe"], in: adopter)
        #expect(described.status == 0, "\(described.output)")
        #expect(try Set(ScratchPackages.pins(adopter)).isSuperset(of: ["wordfall", "swift-system"]))
    }
}
