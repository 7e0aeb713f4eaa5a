/// What a key binding is asked about a key: the word being built, and what is under the mouse.
struct KeyContext {
    var wordIsEmpty: Bool
    /// Whether letters beyond a-z type (another language than English: ç, à, the · of L·L).
    var otherLetters = false
    var pointing: (_ x: Int, _ y: Int) -> MouseTarget?
}
