import Glibc

/// The memory behind a lexicon's nodes: a mapping of an index file, or nodes allocated in memory.
///
/// Shared by every lexicon made over the same memory (the list and the trie of its words never offered are
/// two views of one mapped file), and given back when the last of them goes.
final class LexiconStorage: @unchecked Sendable {
    private let release: Release
    /// The index file mapped, nil for nodes built in memory: a list amended with a player's own words maps
    /// it again, privately, to patch it (`Lexicon.amended`).
    let path: String?

    private enum Release {
        case unmap(UnsafeMutableRawPointer, Int)
        case deallocate(UnsafeMutablePointer<UInt64>)
    }

    /// Storage owning `mapping` (unmapped when it goes).
    init(mapping: LexiconFile.Mapping, path: String?) {
        release = .unmap(mapping.base, mapping.length)
        self.path = path
    }

    /// Storage owning nodes allocated with `UnsafeMutablePointer.allocate` (or `malloc`).
    init(allocated pointer: UnsafeMutablePointer<UInt64>) {
        release = .deallocate(pointer)
        path = nil
    }

    deinit {
        switch release {
        case .unmap(let base, let length): munmap(base, length)
        case .deallocate(let pointer): pointer.deallocate()
        }
    }
}
