import Foundation

/// Where the repository's files are, found from this file's path (tests run from any folder).
public enum Repository {
    /// The repository's root folder.
    public static let root: URL = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent()

    /// Tests/Fixtures.
    public static let fixtures: URL = root.appendingPathComponent("Tests/Fixtures")

    /// The path of `relative` inside Tests/Fixtures.
    public static func fixture(_ relative: String) -> String {
        fixtures.appendingPathComponent(relative).path
    }
}
