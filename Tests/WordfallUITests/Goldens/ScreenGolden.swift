import Foundation
import WordfallUI

/// A whole screen as a golden text file, in the manner of ratatui's `Buffer::with_lines`: the text
/// layer (each line between `|`s, so trailing blanks show), then the style layer (a letter per cell,
/// `.` for the plain style), then the legend naming each letter's style. A colour or attribute
/// regression changes the style layer even where the text is the same.
struct ScreenGolden: Equatable {
    let text: String

    init(_ buffer: ScreenBuffer, title: String) {
        var letters: [CellStyle: Character] = [.plain: "."]
        var order: [CellStyle] = [.plain]
        let alphabet = Array("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789")
        var styleLines: [String] = []
        for y in 0..<buffer.height {
            var line = ""
            for x in 0..<buffer.width {
                let style = buffer[x, y].style
                if letters[style] == nil {
                    letters[style] = alphabet[min(order.count - 1, alphabet.count - 1)]
                    order.append(style)
                }
                line.append(letters[style] ?? "?")
            }
            styleLines.append("|" + line + "|")
        }
        var lines = ["# \(title), \(buffer.width)x\(buffer.height): rewritten by `make goldens`", "text"]
        // Every cell, trailing blanks included (`ScreenBuffer.lines` trims them).
        lines += (0..<buffer.height).map { y in
            "|" + String(String.UnicodeScalarView((0..<buffer.width).map { buffer[$0, y].character })) + "|"
        }
        lines.append("style")
        lines += styleLines
        lines.append("legend")
        lines += order.map { "\(letters[$0] ?? "?") \(Self.describe($0))" }
        text = lines.joined(separator: "\n") + "\n"
    }

    /// A style in words: `fg=yellow bg=default bold,reverse`.
    static func describe(_ style: CellStyle) -> String {
        var attributes: [String] = []
        if style.attributes.contains(.bold) { attributes.append("bold") }
        if style.attributes.contains(.dim) { attributes.append("dim") }
        if style.attributes.contains(.reverse) { attributes.append("reverse") }
        if style.attributes.contains(.underline) { attributes.append("underline") }
        return "fg=\(describe(style.foreground)) bg=\(describe(style.background))"
            + (attributes.isEmpty ? "" : " " + attributes.joined(separator: ","))
    }

    /// A colour in words: `default`, `yellow`, or `#f5793a/red` (an exact colour and its basic stand-in).
    static func describe(_ color: TerminalColor) -> String {
        switch color {
        case .default: return "default"
        case .basic(let basic): return "\(basic)"
        case .rgb(let rgb, let basic):
            let hex = [rgb.red, rgb.green, rgb.blue].map { String($0, radix: 16) }.map { $0.count < 2 ? "0" + $0 : $0 }
            return "#" + hex.joined() + "/\(basic)"
        }
    }

    /// The first lines where `self` and `other` differ, numbered, for a failure message.
    func differences(from other: String, limit: Int = 6) -> String {
        let mine = text.split(separator: "\n", omittingEmptySubsequences: false)
        let theirs = other.split(separator: "\n", omittingEmptySubsequences: false)
        var out: [String] = []
        for index in 0..<max(mine.count, theirs.count) where out.count < limit * 2 {
            let a = index < mine.count ? String(mine[index]) : "<none>"
            let b = index < theirs.count ? String(theirs[index]) : "<none>"
            if a != b { out += ["line \(index + 1) golden: \(b)", "line \(index + 1) now:    \(a)"] }
        }
        return out.joined(separator: "\n")
    }
}
