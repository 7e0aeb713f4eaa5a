/// Where each part of the game screen goes for a terminal size.
///
/// Side by side (the usual layout): the board, then the word line on the left; status, goals and words
/// found in a panel on the right. The header is the top row, the keys bar the bottom row. Tiles are the
/// largest `TileSize` the window holds (large tiles wherever the board fits in them), and in a wide window the
/// two columns stay together in the middle instead of drifting apart.
///
/// Compact, when the panel does not fit beside the board (a split pane, a small window): the board, the
/// word line and one status line, one above the other; goals and words found are a key away. Below the
/// compact layout's minimum there is no layout and the screen says what size it needs.
/// docs/SCREEN.md, "Layouts".
public struct GameLayout: Hashable, Sendable {
    public var width: Int
    public var height: Int
    public var header: Rect
    public var footer: Rect
    /// Everything between the header and the footer (help, pause and review screens use it whole).
    public var body: Rect
    public var boardBox: Rect
    public var board: BoardWidget.Geometry
    public var wordBox: Rect
    public var statusBox: Rect
    public var goalsBox: Rect
    public var wordsBox: Rect
    /// The compact layout: no panel; `statusBox` is one line and the goals and words boxes are empty.
    public var isCompact: Bool

    static let panelMinimum = 32
    static let panelMaximum = 48
    static let leftMinimum = 44
    /// The widest the left column grows: past it, the two columns are centred in the window.
    static let leftMaximum = 72
    static let wordBoxHeight = 4
    /// The word box's rows the tiles leave where they can (three lines of message: "MEDICALS accepted:
    /// +2,040 points" and a goal done, a hint's nudge): smaller tiles rather than a cut message.
    static let wordBoxWanted = 6
    static let wordBoxMaximum = 8
    static let statusBoxHeight = StatusWidget.height + 2
    static let wordsBoxMinimum = 3
    /// The words box's height in a tall window: past it the two columns stop growing.
    static let wordsBoxTall = 14
    /// Bodies up to this height (a 40-row window) use their whole height.
    static let tallFrom = 38
    /// The compact layout: the word line's rows and the status line's.
    static let compactWordRows = 2
    static let compactStatusRows = 1

    /// The smallest side-by-side layout for a board and a number of goals (with `extraGoalRows` for goal
    /// descriptions that take two rows), with the smallest tiles that show every part of a tile.
    public static func sideBySideMinimum(rows: Int, columns: Int, goals: Int, extraGoalRows: Int = 0) -> (
        width: Int, height: Int
    ) {
        let board = TileSize.narrow.boardSize(rows: rows, columns: columns)
        let left = max(leftMinimum, board.width + 2)
        let leftHeight = board.height + 2 + wordBoxHeight
        let rightHeight = statusBoxHeight + goals * 2 + 2 + extraGoalRows + wordsBoxMinimum
        return (left + 1 + panelMinimum + 1, max(leftHeight, rightHeight) + 2)
    }

    /// The smallest terminal the game screen fits in at all: the compact layout with one-row tiles, and
    /// never below 40x16, where the help, review and campaign screens still read well.
    public static func minimumSize(rows: Int, columns: Int, goals: Int, extraGoalRows: Int = 0) -> (
        width: Int, height: Int
    ) {
        let board = TileSize.single.boardSize(rows: rows, columns: columns)
        return (
            max(compactFloor.width, board.width + 2),
            max(compactFloor.height, board.height + 2 + compactWordRows + compactStatusRows + 2)
        )
    }

    /// The smallest window any board is played in.
    public static let compactFloor = (width: 40, height: 16)

    /// The layout for a `width` x `height` terminal, or nil when it is too small.
    /// - Parameter extraGoalRows: rows to add to the goals box for descriptions that wrap (given while
    ///   the words box keeps its minimum).
    public init?(width: Int, height: Int, rows: Int, columns: Int, goals: Int, extraGoalRows: Int = 0) {
        let sideBySide = Self.sideBySideMinimum(
            rows: rows, columns: columns, goals: goals, extraGoalRows: extraGoalRows)
        if width >= sideBySide.width, height >= sideBySide.height {
            self.init(
                sideBySideWidth: width, height: height, rows: rows, columns: columns, goals: goals,
                extraGoalRows: extraGoalRows)
            return
        }
        let minimum = Self.minimumSize(rows: rows, columns: columns, goals: goals)
        guard width >= minimum.width, height >= minimum.height else { return nil }
        self.init(compactWidth: width, height: height, rows: rows, columns: columns)
    }

    /// The header (the top row), the footer (the bottom row) and the body between them.
    private static func rows(width: Int, height: Int) -> (header: Rect, body: Rect, footer: Rect) {
        let (header, rest) = Rect(x: 0, y: 0, width: width, height: height).splitTop(1)
        let (body, footer) = rest.splitBottom(1)
        return (header, body, footer)
    }

    /// The largest tiles whose board (with its frame) fits `room`, from `sizes`, largest first.
    private static func tiles(
        fitting room: (width: Int, height: Int), rows: Int, columns: Int, from sizes: [TileSize]
    ) -> TileSize {
        sizes.first { size in
            let board = size.boardSize(rows: rows, columns: columns)
            return board.width + 2 <= room.width && board.height + 2 <= room.height
        } ?? sizes.last ?? .single
    }

    private init(sideBySideWidth width: Int, height: Int, rows: Int, columns: Int, goals: Int, extraGoalRows: Int) {
        self.width = width
        self.height = height
        self.isCompact = false
        (header, body, footer) = Self.rows(width: width, height: height)

        // Large tiles wherever the board fits in them (issue 40: from 150x45 only, a 120x40 window showed
        // small tiles with rows to spare).
        let room = (width: width - Self.panelMinimum - 2, height: body.height - Self.wordBoxWanted)
        let tiles = Self.tiles(
            fitting: room, rows: rows, columns: columns, from: [.large, .roomy, .stacked, .narrow])
        let boardSize = tiles.boardSize(rows: rows, columns: columns)
        // The panel takes what it can up to its maximum; the left column takes the rest up to its own
        // maximum (a wide window gives messages their width), and the two are centred together.
        let leftNeeded = max(Self.leftMinimum, boardSize.width + 2)
        let panelWidth = min(Self.panelMaximum, width - leftNeeded - 2)
        let leftWidth = min(width - panelWidth - 2, max(leftNeeded, Self.leftMaximum))
        let margin = (width - (leftWidth + panelWidth + 2)) / 2
        // In a tall window the two columns are as tall as their content needs (the words list gets a
        // dozen rows), centred together, instead of a panel running the whole height.
        let boardBoxWidth = boardSize.width + 2
        let boardBoxHeight = boardSize.height + 2
        let panelNeeds = Self.statusBoxHeight + goals * 2 + 2 + extraGoalRows + Self.wordsBoxTall
        // Up to a 40-row window the columns take the body's whole height, as they always did.
        let floor = body.height > Self.tallFrom ? 0 : body.height
        let contentHeight = min(body.height, max(boardBoxHeight + Self.wordBoxMaximum, panelNeeds, floor))
        let content = Rect(
            x: 0, y: body.y + (body.height - contentHeight) / 2, width: width, height: contentHeight)
        let leftColumn = Rect(x: margin + 1, y: content.y, width: leftWidth, height: content.height)

        // The board and the word box below it, centred in the height: a small board in a tall
        // window does not sit in a corner. The word box grows (up to a point) for wrapped messages.
        let wordHeight = max(Self.wordBoxHeight, min(Self.wordBoxMaximum, leftColumn.height - boardBoxHeight))
        let top = leftColumn.y + max(0, (leftColumn.height - boardBoxHeight - wordHeight) / 2)
        self.boardBox = Rect(
            x: leftColumn.x + (leftWidth - boardBoxWidth) / 2, y: top, width: boardBoxWidth, height: boardBoxHeight)
        self.board = BoardWidget.Geometry(
            originX: boardBox.x + 1, originY: boardBox.y + 1, rows: rows, columns: columns, tiles: tiles)
        self.wordBox = Rect(x: leftColumn.x, y: boardBox.maxY, width: leftWidth, height: wordHeight)

        let panel = Rect(x: leftColumn.maxX + 1, y: content.y, width: panelWidth, height: content.height)
        let (status, afterStatus) = panel.splitTop(Self.statusBoxHeight)
        let extra = max(0, min(extraGoalRows, afterStatus.height - (goals * 2 + 2) - Self.wordsBoxMinimum))
        let (goalsRect, wordsRect) = afterStatus.splitTop(goals * 2 + 2 + extra)
        self.statusBox = status
        self.goalsBox = goalsRect
        self.wordsBox = wordsRect
    }

    private init(compactWidth width: Int, height: Int, rows: Int, columns: Int) {
        self.width = width
        self.height = height
        self.isCompact = true
        (header, body, footer) = Self.rows(width: width, height: height)
        let below = Self.compactWordRows + Self.compactStatusRows
        let tiles = Self.tiles(
            fitting: (width, body.height - below), rows: rows, columns: columns,
            from: [.roomy, .stacked, .narrow, .single])
        let boardSize = tiles.boardSize(rows: rows, columns: columns)
        let boardBoxHeight = boardSize.height + 2
        let top = body.y + max(0, (body.height - boardBoxHeight - below) / 2)
        self.boardBox = Rect(
            x: (width - boardSize.width - 2) / 2, y: top, width: boardSize.width + 2, height: boardBoxHeight)
        self.board = BoardWidget.Geometry(
            originX: boardBox.x + 1, originY: boardBox.y + 1, rows: rows, columns: columns, tiles: tiles)
        self.wordBox = Rect(x: 1, y: boardBox.maxY, width: width - 2, height: Self.compactWordRows)
        self.statusBox = Rect(x: 1, y: wordBox.maxY, width: width - 2, height: Self.compactStatusRows)
        self.goalsBox = Rect(x: 0, y: statusBox.maxY, width: 0, height: 0)
        self.wordsBox = goalsBox
    }
}
