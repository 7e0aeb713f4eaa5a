/// Why WordNet cannot be used.
package enum WordNetError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The folder has no WordNet database (the package is not installed).
    case notInstalled(directory: String)
    /// A file is there but cannot be read.
    case unreadable(path: String, reason: String)

    package var description: String {
        switch self {
        case .notInstalled(let directory):
            "WordNet is not installed (no index files in \(directory)): install Debian's wordnet-base "
                + "(apt-get install wordnet-base), or set WNSEARCHDIR to a WordNet 3 dict folder"
        case .unreadable(let path, let reason): "cannot read WordNet's \(path): \(reason)"
        }
    }
}
