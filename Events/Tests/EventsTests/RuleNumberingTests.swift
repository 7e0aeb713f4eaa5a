import Foundation
import Testing

/// docs/EVENTS.md and the DocC catalog number the delivery rules the same way: one list, two places.
@Suite("Delivery rules, numbered once")
struct RuleNumberingTests {
    static let repository = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent()

    /// The numbered bold titles of `file` ("5. **One-shot, exactly once.**" gives "5 One-shot, exactly once.").
    static func rules(_ file: String) throws -> [String] {
        let text = try String(contentsOf: repository.appendingPathComponent(file), encoding: .utf8)
        return text.split(separator: "\n").compactMap { line in
            guard let match = line.firstMatch(of: #/^(\d+)\. \*\*([^*]+)\*\*/#) else { return nil }
            return "\(match.1) \(match.2)"
        }
    }

    @Test("The catalog's rules are docs/EVENTS.md's, number for number")
    func sameNumbers() throws {
        let contract = try Self.rules("docs/EVENTS.md")
        let catalog = try Self.rules("Events/Sources/Events/Events.docc/DeliveryRules.md")
        #expect(contract.count == 15)
        #expect(catalog == contract)
    }
}
