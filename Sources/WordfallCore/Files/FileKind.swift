/// What a path names: what `FileIO.kind(of:)` finds on disk and what a `LevelFileSystem` (a fake one
/// included) answers.
public enum FileKind: Hashable, Sendable {
    case missing
    case file
    case directory
    /// Something else (a FIFO, a socket, a device) or a path that cannot be examined.
    case other
}
