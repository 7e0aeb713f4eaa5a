/// Stars earned out of three, as the terminal can show them: `★★☆`, or `**.` without UTF-8.
public enum StarText {
    public static func stars(_ earned: Int, unicode: Bool) -> String {
        let earned = max(0, min(3, earned))
        let (full, empty) = unicode ? ("★", "☆") : ("*", ".")
        return String(repeating: full, count: earned) + String(repeating: empty, count: 3 - earned)
    }
}
