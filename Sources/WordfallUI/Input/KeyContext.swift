/// What a key binding is asked about a key: the word being built, and what is under the mouse.
struct KeyContext {
    var wordIsEmpty: Bool
    var pointing: (_ x: Int, _ y: Int) -> MouseTarget?
}
