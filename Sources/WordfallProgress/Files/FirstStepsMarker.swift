import Glibc
import WordfallCore

/// Remembers that the player has seen the first-steps card: an empty file `first-steps-seen` in the
/// data folder, beside (not inside) the saved progress, so the progress store can change without it.
package struct FirstStepsMarker {
    package var directory: String

    package init(directory: String) {
        self.directory = directory
    }

    package var path: String {
        directory.hasSuffix("/") ? directory + "first-steps-seen" : directory + "/first-steps-seen"
    }

    /// Whether the card was seen (the file exists).
    package func isSet() -> Bool { access(path, F_OK) == 0 }

    /// Creates the file; a failure only means the card may be shown once more.
    package func set() {
        guard case .success = FileIO.createDirectories(directory) else { return }
        let descriptor = open(path, O_WRONLY | O_CREAT | O_CLOEXEC, 0o644)
        if descriptor >= 0 { close(descriptor) }
    }
}
