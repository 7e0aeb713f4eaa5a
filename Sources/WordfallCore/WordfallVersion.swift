/// The version of wordfall: the one place it is written. `wordfall --version` prints it; what the
/// game derives from it (a generator's or a saved file's version) reads it from here.
public enum WordfallVersion {
    /// `MAJOR.MINOR.PATCH`.
    public static let current = "0.8.0"
}
