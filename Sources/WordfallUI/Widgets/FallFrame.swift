import WordfallCore

/// One in-between frame of tiles falling into place after a word (Bookworm's fall): in each column
/// the word used, the tiles from the top down to its lowest used tile are drawn higher by some
/// screen rows, and come down frame by frame; the tiles below them did not move.
public struct FallFrame: Hashable, Sendable {
    /// For a column, the lowest row that moved and how many screen rows higher its tiles are drawn.
    public struct Lift: Hashable, Sendable {
        public var through: Int
        public var rows: Int
    }

    public var lifts: [Int: Lift]

    /// How many screen rows higher the tile at `position` is drawn (0: where it is).
    public func lift(of position: Position) -> Int {
        guard let lift = lifts[position.column], position.row <= lift.through else { return 0 }
        return lift.rows
    }

    /// The in-between frames of the fall after a word took the tiles of `used`, `count` of them, the
    /// highest first; a board row is `rowHeight` screen rows. None when nothing fell.
    public static func frames(used: [Position], rowHeight: Int, count: Int) -> [FallFrame] {
        var taken: [Int: (count: Int, lowest: Int)] = [:]
        for position in Set(used) {
            let column = taken[position.column] ?? (0, 0)
            taken[position.column] = (column.count + 1, max(column.lowest, position.row))
        }
        guard !taken.isEmpty, count > 0 else { return [] }
        return (0..<count).map { frame in
            // From the whole drop (out of sight above) down to a step above the final place.
            FallFrame(
                lifts: taken.mapValues {
                    let drop = $0.count * rowHeight
                    return Lift(through: $0.lowest, rows: drop - (frame + 1) * drop / (count + 1))
                })
        }
    }
}
