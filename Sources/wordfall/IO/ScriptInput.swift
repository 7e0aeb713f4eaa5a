import Glibc
import SystemPackage
import WordfallCore
import WordfallHeadless

/// The move script of `wordfall run`, read twice without holding it in memory: once to check every
/// line before the first move, once to play it.
///
/// A regular file (named, or redirected to standard input) is read again from where it started. Input
/// that cannot be read twice (a pipe, a terminal, a FIFO) is copied, while it is checked, into an
/// unnamed temporary file, and played from there.
struct ScriptInput {
    /// The name used for standard input in messages (`<stdin>:3: error: ...`).
    static let standardInputName = "<stdin>"

    /// The script's name in messages: its path, or `<stdin>`.
    let name: String
    private let descriptor: FileDescriptor
    private let ownsDescriptor: Bool
    private let start: Int64?
    private let spool: FileDescriptor?

    /// Opens the script at `path`, or standard input when nil.
    static func open(path: String?) throws(CommandFailure) -> ScriptInput {
        guard let path else {
            return try ScriptInput(name: standardInputName, descriptor: .standardInput, owns: false)
        }
        if FileIO.kind(of: path) == .directory {
            throw .badInput("\(path): error: cannot read move script: \(FileIO.Failure.isDirectory.reason)")
        }
        do {
            let descriptor = try FileDescriptor.open(FilePath(path), .readOnly, options: [.closeOnExec])
            return try ScriptInput(name: path, descriptor: descriptor, owns: true)
        } catch let failure as CommandFailure {
            throw failure
        } catch {
            throw .badInput("\(path): error: cannot read move script: \(FileIO.Failure(error).reason)")
        }
    }

    private init(name: String, descriptor: FileDescriptor, owns: Bool) throws(CommandFailure) {
        self.name = name
        self.descriptor = descriptor
        ownsDescriptor = owns
        var status = stat()
        let regular = fstat(descriptor.rawValue, &status) == 0 && (status.st_mode & S_IFMT) == S_IFREG
        let offset = regular ? lseek(descriptor.rawValue, 0, SEEK_CUR) : -1
        if offset >= 0 {
            start = Int64(offset)
            spool = nil
        } else {
            start = nil
            spool = try Self.makeSpool(name: name)
        }
    }

    /// Checks every line (to the end, or `:quit`).
    ///
    /// - Throws: `CommandFailure` (status 2): `SCRIPT:LINE: error: MESSAGE` for the first bad line.
    func check(language: Language = .english) throws(CommandFailure) {
        var reader = MoveScriptReader(descriptor: descriptor, copyingTo: spool)
        reader.language = language
        do {
            try reader.checkAll()
        } catch {
            throw failure(error)
        }
    }

    /// A reader of the checked script from its first line.
    func replay(language: Language = .english) throws(CommandFailure) -> MoveScriptReader {
        let source = spool ?? descriptor
        guard lseek(source.rawValue, off_t(start ?? 0), SEEK_SET) >= 0 else {
            throw .badInput("\(name): error: cannot read move script again: \(FileIO.lastError().reason)")
        }
        var reader = MoveScriptReader(descriptor: source)
        reader.language = language
        return reader
    }

    /// The stderr line for a reader's failure.
    func failure(_ failure: MoveScriptReader.Failure) -> CommandFailure {
        switch failure {
        case .badLine(let error): .badInput("\(name):\(error.line): error: \(error.message)")
        case .unreadable(let reason): .badInput("\(name): error: cannot read move script: \(reason)")
        }
    }

    /// Closes what this input opened.
    func close() {
        if ownsDescriptor { try? descriptor.close() }
        try? spool?.close()
    }

    /// An unnamed temporary file (created in `$TMPDIR`, else /tmp, and unlinked at once).
    private static func makeSpool(name: String) throws(CommandFailure) -> FileDescriptor {
        let folder = getenv("TMPDIR").map { String(cString: $0) }.flatMap { $0.isEmpty ? nil : $0 } ?? "/tmp"
        var template = Array("\(folder)/wordfall-script-XXXXXX".utf8CString)
        let descriptor = template.withUnsafeMutableBufferPointer { buffer in
            buffer.baseAddress.map { mkstemp($0) } ?? -1
        }
        guard descriptor >= 0 else {
            throw .badInput(
                "\(name): error: cannot keep a copy of the move script in \(folder): \(FileIO.lastError().reason)")
        }
        template.withUnsafeBufferPointer { buffer in
            if let path = buffer.baseAddress { _ = unlink(path) }
        }
        return FileDescriptor(rawValue: descriptor)
    }
}
