/// Where each part of the game screen goes for a terminal size.
///
/// Left: the board, then the word line. Right: status, goals, words found.
/// The header is the top row, the keys bar the bottom row. Tiles are roomy
/// (two rows) when the height allows, else compact; below the minimum size
/// there is no layout and the screen says what size it needs.
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

    static let panelMinimum = 32
    static let panelMaximum = 48
    static let leftMinimum = 44
    static let wordBoxHeight = 4
    static let wordBoxMaximum = 8
    static let statusBoxHeight = StatusWidget.height + 2
    static let wordsBoxMinimum = 3

    /// The smallest terminal the game screen fits in, for a board and a number of goals, with
    /// `extraGoalRows` for goal descriptions that take two rows.
    public static func minimumSize(rows: Int, columns: Int, goals: Int, extraGoalRows: Int = 0) -> (
        width: Int, height: Int
    ) {
        let board = BoardWidget.Geometry.size(rows: rows, columns: columns, roomy: false)
        let left = max(leftMinimum, board.width + 2)
        let leftHeight = board.height + 2 + wordBoxHeight
        let rightHeight = statusBoxHeight + goals * 2 + 2 + extraGoalRows + wordsBoxMinimum
        return (left + 1 + panelMinimum + 1, max(leftHeight, rightHeight) + 2)
    }

    /// The layout for a `width` x `height` terminal, or nil when it is too small.
    /// - Parameter extraGoalRows: rows to add to the goals box for descriptions that wrap (given while
    ///   the words box keeps its minimum).
    public init?(width: Int, height: Int, rows: Int, columns: Int, goals: Int, extraGoalRows: Int = 0) {
        let minimum = Self.minimumSize(rows: rows, columns: columns, goals: goals)
        guard width >= minimum.width, height >= minimum.height else { return nil }
        self.width = width
        self.height = height
        let screen = Rect(x: 0, y: 0, width: width, height: height)
        let (header, rest) = screen.splitTop(1)
        let (body, footer) = rest.splitBottom(1)
        self.header = header
        self.footer = footer
        self.body = body

        let roomySize = BoardWidget.Geometry.size(rows: rows, columns: columns, roomy: true)
        let roomy =
            roomySize.height + 2 + Self.wordBoxHeight <= body.height
            && max(Self.leftMinimum, roomySize.width + 2) + 1 + Self.panelMinimum + 1 <= width
        let boardSize = BoardWidget.Geometry.size(rows: rows, columns: columns, roomy: roomy)
        // The panel takes what it can up to its maximum; the left column takes the rest, so a wide
        // window gives messages their width.
        let leftNeeded = max(Self.leftMinimum, boardSize.width + 2)
        let panelWidth = min(Self.panelMaximum, width - leftNeeded - 2)
        let leftWidth = width - panelWidth - 2
        let content = body.inset(by: 0)
        let (left, right) = content.splitLeft(leftWidth + 1)
        let leftColumn = Rect(x: left.x + 1, y: left.y, width: leftWidth, height: left.height)

        // The board and the word box below it, centred in the height: a small board in a tall
        // window does not sit in a corner. The word box grows (up to a point) for wrapped messages.
        let boardBoxWidth = boardSize.width + 2
        let boardBoxHeight = boardSize.height + 2
        let wordHeight = max(Self.wordBoxHeight, min(Self.wordBoxMaximum, leftColumn.height - boardBoxHeight))
        let top = leftColumn.y + max(0, (leftColumn.height - boardBoxHeight - wordHeight) / 2)
        self.boardBox = Rect(
            x: leftColumn.x + (leftWidth - boardBoxWidth) / 2, y: top, width: boardBoxWidth, height: boardBoxHeight)
        self.board = BoardWidget.Geometry(
            originX: boardBox.x + 1, originY: boardBox.y + 1, rows: rows, columns: columns, roomy: roomy)
        self.wordBox = Rect(x: leftColumn.x, y: boardBox.maxY, width: leftWidth, height: wordHeight)

        let panel = Rect(x: right.x + 1, y: right.y, width: panelWidth, height: right.height)
        let (status, afterStatus) = panel.splitTop(Self.statusBoxHeight)
        let extra = max(0, min(extraGoalRows, afterStatus.height - (goals * 2 + 2) - Self.wordsBoxMinimum))
        let (goalsRect, wordsRect) = afterStatus.splitTop(goals * 2 + 2 + extra)
        self.statusBox = status
        self.goalsBox = goalsRect
        self.wordsBox = wordsRect
    }
}
