/// One key of a screen, described once: its name in the docs, what it does, and the input it makes
/// (a `PlayerInput` in a level, a `MenuInput` on the home screen). The key map is made of these, and
/// so are the help screen, the README's keys tables and the manual page's key lists (`KeyDocs`).
public struct KeyBinding<Input: Sendable>: Sendable {
    /// The key's name ("Enter", "a-z", "arrows"); "arrows" is drawn with the theme's arrows on screen.
    public let name: String
    /// What it does, in a sentence's words.
    public let meaning: String
    let input: @Sendable (Key, KeyContext) -> Input?

    init(_ name: String, _ meaning: String, input: @escaping @Sendable (Key, KeyContext) -> Input?) {
        self.name = name
        self.meaning = meaning
        self.input = input
    }

    /// A binding for exactly these keys.
    init(_ name: String, _ meaning: String, keys: [Key], _ result: Input) {
        self.init(name, meaning) { key, _ in keys.contains(key) ? result : nil }
    }
}
