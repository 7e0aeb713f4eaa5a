/// A colour as its red, green and blue parts, 0 to 255 each.
public struct RGB: Hashable, Sendable {
    public var red: UInt8
    public var green: UInt8
    public var blue: UInt8

    public init(red: UInt8, green: UInt8, blue: UInt8) {
        self.red = red
        self.green = green
        self.blue = blue
    }

    /// The colour written as six hex digits, `0xRRGGBB`.
    public init(hex: UInt32) {
        self.init(
            red: UInt8(truncatingIfNeeded: hex >> 16), green: UInt8(truncatingIfNeeded: hex >> 8),
            blue: UInt8(truncatingIfNeeded: hex))
    }

    /// The colour packed as `0xRRGGBB`: its number on a direct-colour terminal.
    public var packed: Int32 { Int32(red) << 16 | Int32(green) << 8 | Int32(blue) }

    /// The squared distance to `other`, weighted for the eye (red 2, green 4, blue 3: the "redmean"
    /// approximation's average weights), which is enough to choose the nearest palette entry.
    func distance(to other: RGB) -> Int {
        let red = Int(self.red) - Int(other.red)
        let green = Int(self.green) - Int(other.green)
        let blue = Int(self.blue) - Int(other.blue)
        return 2 * red * red + 4 * green * green + 3 * blue * blue
    }
}
