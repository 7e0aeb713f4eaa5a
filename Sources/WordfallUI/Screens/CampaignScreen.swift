/// The campaign screen: every level of the pack by number and title, its stars and best score,
/// which are open, the next to play marked and the picked one highlighted. Once every level is
/// completed it shows the pack's result.
public struct CampaignScreen: Sendable {
    public var campaign: CampaignState

    public init(campaign: CampaignState) { self.campaign = campaign }

    /// Where the list goes in `rect` (the body): the box, its inner area, the rows for levels, the
    /// first level shown (the list scrolls to keep the picked level in view).
    struct Frame {
        var box: Rect
        var inner: Rect
        var listTop: Int
        var listRows: Int
        var first: Int
    }

    static func frame(in rect: Rect, campaign: CampaignState) -> Frame {
        let footer = campaign.isFinished ? 3 : 2
        let width = min(rect.width, 72)
        let height = min(rect.height, campaign.entries.count + 4 + footer)
        let box = rect.centered(width: width, height: height)
        let inner = box.inset(by: 1).inset(horizontally: 1)
        let listRows = max(1, inner.height - 2 - footer)
        let first = min(max(0, campaign.selected - listRows + 1), max(0, campaign.entries.count - listRows))
        return Frame(box: box, inner: inner, listTop: inner.y + 2, listRows: listRows, first: first)
    }

    /// The level shown on screen row `y`, if any (for a mouse click).
    public static func entry(atY y: Int, in rect: Rect, state: CampaignState?) -> Int? {
        guard let state else { return nil }
        let frame = frame(in: rect, campaign: state)
        let row = y - frame.listTop
        guard row >= 0, row < frame.listRows else { return nil }
        let index = frame.first + row
        return state.entries.indices.contains(index) ? index : nil
    }

    public func draw(in rect: Rect, on buffer: inout ScreenBuffer, theme: Theme) {
        let g = theme.glyphs
        let frame = Self.frame(in: rect, campaign: campaign)
        Box(title: campaign.packTitle, style: theme.heading).draw(in: frame.box, on: &buffer, theme: theme)
        let inner = frame.inner
        let starsColumn = max(24, inner.width - 20)
        let bestColumn = starsColumn + 5
        let bestWidth = 11
        buffer.write("  #  Level", in: inner, row: 0, style: theme.dim)
        buffer.write("Stars", in: inner, row: 0, column: starsColumn, style: theme.dim)
        buffer.write(Format.padLeft("Best", bestWidth), in: inner, row: 0, column: bestColumn, style: theme.dim)
        let next = campaign.next
        for row in 0..<frame.listRows {
            let index = frame.first + row
            guard campaign.entries.indices.contains(index) else { break }
            let entry = campaign.entries[index]
            let y = frame.listTop + row - inner.y
            let picked = index == campaign.selected
            let style = picked ? theme.text.adding(.reverse) : entry.isOpen ? theme.text : theme.dim
            if picked { buffer.write(String(repeating: " ", count: inner.width), in: inner, row: y, style: style) }
            let marker = picked ? ">" : " "
            let number = Format.padLeft(String(entry.number), 2)
            var title = entry.title
            if !entry.isOpen { title += "  (locked)" } else if index == next { title += "  (next)" }
            buffer.write(
                marker + number + "  " + Format.fit(title, starsColumn - 6, ellipsis: g.ellipsis), in: inner,
                row: y, style: style)
            let stars: String
            if entry.isCompleted {
                stars = (0..<3).map { $0 < (entry.saved?.bestStars ?? 0) ? g.star : g.noStar }.joined()
            } else {
                stars = entry.isOpen ? "-" : ""
            }
            buffer.write(stars, in: inner, row: y, column: starsColumn, style: picked ? style : theme.star)
            let best = entry.saved.map { Format.number($0.bestScore) } ?? ""
            buffer.write(Format.padLeft(best, bestWidth), in: inner, row: y, column: bestColumn, style: style)
        }
        var row = inner.height - 1
        buffer.writeCentered(
            "Enter play   \(theme.isUnicode ? "↑↓" : "up/down") pick   "
                + (campaign.escapeGoesHome ? "Esc home   " : "")
                + "q quit", in: inner, row: row, style: theme.key)
        if campaign.isFinished {
            row -= 1
            let (earned, of) = campaign.stars
            buffer.writeCentered(
                "Pack complete: \(earned) of \(of) stars, \(Format.number(campaign.totalScore)) points in all.",
                in: inner, row: row, style: theme.good)
        }
    }
}
