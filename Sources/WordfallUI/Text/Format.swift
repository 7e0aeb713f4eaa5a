import WordfallCore

/// Small text helpers shared by the widgets.
enum Format {
    /// `12345` as `12,345`.
    static func number(_ value: Int) -> String { NumberText.grouped(value) }

    /// Seconds as `m:ss`, rounded up so that 0:00 means the time is out.
    static func clock(_ seconds: Double) -> String {
        let whole = max(0, Int(seconds.rounded(.up)))
        let s = whole % 60
        return "\(whole / 60):" + (s < 10 ? "0\(s)" : "\(s)")
    }

    /// `text` padded with spaces, or cut, to exactly `width` characters.
    static func pad(_ text: String, _ width: Int) -> String {
        let count = text.unicodeScalars.count
        if count >= width { return String(String.UnicodeScalarView(text.unicodeScalars.prefix(max(0, width)))) }
        return text + String(repeating: " ", count: width - count)
    }

    /// `text` right-aligned in `width` characters.
    static func padLeft(_ text: String, _ width: Int) -> String {
        let count = text.unicodeScalars.count
        return count >= width ? text : String(repeating: " ", count: width - count) + text
    }

    /// `text` cut to `width` characters, ending with `ellipsis` when cut.
    static func fit(_ text: String, _ width: Int, ellipsis: String) -> String {
        let count = text.unicodeScalars.count
        guard count > width else { return text }
        let keep = max(0, width - ellipsis.unicodeScalars.count)
        return String(String.UnicodeScalarView(text.unicodeScalars.prefix(keep))) + (width > keep ? ellipsis : "")
    }
}
