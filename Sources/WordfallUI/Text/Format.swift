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

    /// `text` broken into lines of at most `width` characters, at spaces where it can be (a word
    /// longer than a line, such as a path, is cut across lines): nothing is lost. A leading indent is
    /// kept on every line.
    static func wrap(_ text: String, _ width: Int) -> [String] {
        // A line that fits is kept as it is: aligned columns (the statistics) keep their spaces.
        guard width > 0, text.unicodeScalars.count > width else { return [text] }
        let indent = Array(text.unicodeScalars.prefix { $0 == " " }.prefix(max(0, width - 1)))
        var lines: [String] = []
        var line: [Unicode.Scalar] = indent
        func flush() {
            lines.append(String(String.UnicodeScalarView(line)))
            line = indent
        }
        for word in text.split(separator: " ", omittingEmptySubsequences: true) {
            var scalars = Array(word.unicodeScalars)
            if line.count > indent.count && line.count + 1 + scalars.count <= width {
                line.append(" ")
                line += scalars
                continue
            }
            if line.count > indent.count { flush() }
            let room = width - indent.count
            while scalars.count > room {
                line += scalars.prefix(room)
                flush()
                scalars.removeFirst(room)
            }
            line += scalars
        }
        if line.count > indent.count || lines.isEmpty { lines.append(String(String.UnicodeScalarView(line))) }
        return lines
    }
}
