/// The keys as the README and the manual page list them, made from the key map (`KeyMap.playing`,
/// `KeyMap.levelOver`, `KeyMap.home`) so that they say what the game does. A test compares the committed files
/// with these; `make keys` rewrites them.
public enum KeyDocs {
    /// The first and last line of the generated part of a file.
    public static let markdownMarkers = ("<!-- keys:begin -->", "<!-- keys:end -->")
    public static let mdocMarkers = (".\\\" keys:begin", ".\\\" keys:end")

    /// The README's tables (between `markdownMarkers`, markers excluded).
    public static func markdown() -> [String] {
        var lines = ["| key | while playing |", "| --- | --- |"]
        lines += KeyMap.playing.map { "| `\($0.name)` | \($0.meaning) |" }
        lines += ["", "| key | on the end-of-level screen |", "| --- | --- |"]
        lines += KeyMap.levelOver.map { "| `\($0.name)` | \($0.meaning) |" }
        lines += ["", "| key | on the home screen (plain `wordfall`) |", "| --- | --- |"]
        lines += KeyMap.home.map { "| `\($0.name)` | \($0.meaning) |" }
        return lines
    }

    /// The manual page's lists (between `mdocMarkers`, markers excluded).
    public static func mdoc() -> [String] {
        func list<Input>(_ bindings: [KeyBinding<Input>]) -> [String] {
            [".Bl -tag -width \"Backspace\""]
                + bindings.flatMap { [".It Ic " + escaped($0.name), escaped($0.meaning)] } + [".El"]
        }
        return ["While a level is played:"] + list(KeyMap.playing) + [".Pp", "On the end-of-level screen:"]
            + list(KeyMap.levelOver) + [".Pp", "On the home screen, which a plain", ".Nm", "opens:"] + list(KeyMap.home)
    }

    /// mdoc text: a leading dot or apostrophe, and a lone `!` or `?` (a delimiter), escaped with `\&`.
    static func escaped(_ text: String) -> String {
        if ["!", "?", "."].contains(text) { return "\\&" + text }
        if text.hasPrefix(".") || text.hasPrefix("'") { return "\\&" + text }
        return text
    }

    /// `text` with the lines between the markers replaced by `generated`; nil when a marker is missing.
    public static func replacing(
        in text: String, markers: (String, String), with generated: [String]
    ) -> String? {
        var lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        guard let begin = lines.firstIndex(of: markers.0), let end = lines.firstIndex(of: markers.1), begin < end
        else { return nil }
        lines.replaceSubrange((begin + 1)..<end, with: generated)
        return lines.joined(separator: "\n")
    }
}
