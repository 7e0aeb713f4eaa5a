/// One line said in a room; the room's own lines (a welcome) have an empty author.
public struct Message: Equatable, Sendable {
    public let author: String
    public let text: String

    public init(author: String, text: String) {
        self.author = author
        self.text = text
    }
}
