/// Why a word list or its index could not be loaded; the message names the file.
public enum LexiconError: Error, Equatable, CustomStringConvertible {
    /// The Resources folder could not be found (no `WORDFALL_RESOURCES`, no installed or build-tree copy).
    case resourcesNotFound
    /// The file does not exist.
    case fileNotFound(path: String)
    /// The file exists but could not be opened, read or mapped; `reason` is the system's message.
    case unreadable(path: String, reason: String)
    /// The prebuilt index is not in the expected format.
    case corruptIndex(path: String, reason: String)
    /// The file was read but holds no word; `reason` says what it holds instead.
    case noWords(path: String, reason: String)

    public var description: String {
        switch self {
        case .resourcesNotFound:
            "cannot find the wordfall Resources folder (set WORDFALL_RESOURCES to the folder holding Dictionary/words.trie: the Resources folder of the wordfall package)"
        case .fileNotFound(let path):
            "\(path): no such word list"
        case .unreadable(let path, let reason):
            "\(path): cannot read word list: \(reason)"
        case .corruptIndex(let path, let reason):
            "\(path): bad word index: \(reason)"
        case .noWords(let path, let reason):
            "\(path): the word list has no words: \(reason)"
        }
    }
}
