/// A run of changed cells on one row, all in one style: what the terminal writes in one call.
public struct CellRun: Hashable, Sendable {
    public var x: Int
    public var y: Int
    public var style: CellStyle
    public var characters: [Unicode.Scalar]

    public init(x: Int, y: Int, style: CellStyle, characters: [Unicode.Scalar]) {
        self.x = x
        self.y = y
        self.style = style
        self.characters = characters
    }

    /// The run's characters as a string.
    public var text: String {
        var scalars = String.UnicodeScalarView()
        scalars.append(contentsOf: characters)
        return String(scalars)
    }
}

extension ScreenBuffer {
    /// The cells that differ from `previous`, grouped into runs of one row and one style.
    ///
    /// With no previous frame, or one of another size (after a resize), every
    /// cell is part of a run: the whole screen is drawn once.
    /// - Complexity: O(width x height).
    public func changes(since previous: ScreenBuffer?) -> [CellRun] {
        let full = previous == nil || previous?.width != width || previous?.height != height
        var runs: [CellRun] = []
        let before = full ? nil : previous?.cells
        var open = false
        var runX = 0
        var runStyle = CellStyle.plain
        var runCharacters: [Unicode.Scalar] = []
        func close(_ y: Int) {
            if open { runs.append(CellRun(x: runX, y: y, style: runStyle, characters: runCharacters)) }
            open = false
            runCharacters.removeAll(keepingCapacity: true)
        }
        for y in 0..<height {
            let base = y * width
            for x in 0..<width {
                let cell = cells[base + x]
                if let before, before[base + x] == cell {
                    close(y)
                } else if open, runStyle == cell.style {
                    runCharacters.append(cell.character)
                } else {
                    close(y)
                    open = true
                    runX = x
                    runStyle = cell.style
                    runCharacters.append(cell.character)
                }
            }
            close(y)
        }
        return runs
    }
}
