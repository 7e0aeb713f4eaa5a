import Glibc

/// Finds the project's Resources folder (Dictionary/, Levels/) at run time.
///
/// In order: the `WORDFALL_RESOURCES` environment variable; `<executable dir>/../share/wordfall`
/// (the layout of `make install PREFIX=...`); then the first folder holding `Resources/Dictionary`
/// walking up from the executable's directory, then from the current directory (a build tree:
/// `.build/debug/wordfall`, `.build/release/wordfall`, the test runner); last, the Resources folder
/// of the source tree this file was compiled from, which is how a package that depends on ours
/// (its checkout in `.build/checkouts/`) finds the bundled word list.
public enum ResourceLocator {
    /// The environment variable that overrides the search.
    public static let environmentVariable = "WORDFALL_RESOURCES"

    /// The Resources folder's path, or nil when none is found.
    public static func resourcesDirectory() -> String? {
        if let value = getenv(environmentVariable), value.pointee != 0 {
            return String(cString: value)
        }
        var starts: [String] = []
        if let executable = executablePath() {
            let directory = parent(of: executable)
            let installed = directory + "/../share/wordfall"
            if isDirectory(installed + "/Dictionary") {
                return realPath(installed) ?? installed
            }
            starts.append(directory)
        }
        if let current = currentDirectory() {
            starts.append(current)
        }
        for start in starts {
            var directory = start
            while true {
                if isDirectory(directory + "/Resources/Dictionary") {
                    return (directory == "/" ? "" : directory) + "/Resources"
                }
                let up = parent(of: directory)
                if up == directory { break }
                directory = up
            }
        }
        // Sources/WordfallCore/Lexicon/ResourceLocator.swift, four levels below the package's root.
        var root = #filePath
        for _ in 0..<4 { root = parent(of: root) }
        return isDirectory(root + "/Resources/Dictionary") ? root + "/Resources" : nil
    }

    /// The running executable's absolute path, symbolic links resolved.
    static func executablePath() -> String? {
        #if os(Linux)
            if let path = realPath("/proc/self/exe") { return path }
        #endif
        guard let first = CommandLine.arguments.first, first.contains("/") else { return nil }
        return realPath(first)
    }

    /// The folder holding `path` ("/" for "/" and top-level entries).
    static func parent(of path: String) -> String {
        var trimmed = Substring(path)
        while trimmed.count > 1 && trimmed.hasSuffix("/") { trimmed = trimmed.dropLast() }
        guard let slash = trimmed.lastIndex(of: "/") else { return "." }
        return slash == trimmed.startIndex ? "/" : String(trimmed[..<slash])
    }

    private static func realPath(_ path: String) -> String? {
        guard let resolved = realpath(path, nil) else { return nil }
        defer { free(resolved) }
        return String(cString: resolved)
    }

    private static func currentDirectory() -> String? {
        guard let current = getcwd(nil, 0) else { return nil }
        defer { free(current) }
        return String(cString: current)
    }

    private static func isDirectory(_ path: String) -> Bool {
        var status = stat()
        return stat(path, &status) == 0 && (status.st_mode & S_IFMT) == S_IFDIR
    }
}
