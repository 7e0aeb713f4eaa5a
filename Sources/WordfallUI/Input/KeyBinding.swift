/// One key of a screen, described once: its name in the docs, what it does, and the input it makes.
/// The key map is made of these, and so are the help screen, the README's keys table and the
/// manual page's key list (`KeyDocs`).
public struct KeyBinding: Sendable {
    /// What a binding is asked about a key: the word being built, and what is under the mouse.
    struct Context {
        var wordIsEmpty: Bool
        var pointing: (_ x: Int, _ y: Int) -> MouseTarget?
    }

    /// The key's name ("Enter", "a-z", "arrows"); "arrows" is drawn with the theme's arrows on screen.
    public let name: String
    /// What it does, in a sentence's words.
    public let meaning: String
    let input: @Sendable (Key, Context) -> PlayerInput?

    init(_ name: String, _ meaning: String, input: @escaping @Sendable (Key, Context) -> PlayerInput?) {
        self.name = name
        self.meaning = meaning
        self.input = input
    }

    /// A binding for exactly these keys.
    init(_ name: String, _ meaning: String, keys: [Key], _ result: PlayerInput) {
        self.init(name, meaning) { key, _ in keys.contains(key) ? result : nil }
    }
}
