import SystemPackage
import WordfallCore

/// Reads a move script from a file descriptor a line at a time, so that memory does not grow with the
/// script: `wordfall run` reads its script twice, once to check every line before the first move and
/// once to play it.
///
/// Lines are those of `MoveScript` (docs/HEADLESS.md); a UTF-8 byte order mark before the first line
/// is skipped. A line longer than `maximumLineLength` bytes is an error (a script of moves has no
/// such line; `/dev/zero` has nothing else). Reading stops at `:quit`.
public struct MoveScriptReader {
    /// Why reading stopped early.
    public enum Failure: Error, Hashable, Sendable {
        /// A line that is not a move (its number and what is wrong).
        case badLine(MoveScriptError)
        /// The input could not be read (the system's reason, e.g. "Is a directory").
        case unreadable(String)
    }

    /// The longest line accepted, in bytes.
    public static let maximumLineLength = 64 << 10

    private let descriptor: FileDescriptor
    /// Where every byte read is copied, for input that cannot be read twice (a pipe, a terminal).
    private let copy: FileDescriptor?
    private var chunk = [UInt8](repeating: 0, count: 1 << 16)
    private var chunkStart = 0
    private var chunkEnd = 0
    private var line: [UInt8] = []
    private var lineNumber = 0
    private var atEnd = false
    private var quit = false
    /// The language whose letters a word line is read in (its tile spelling is the move).
    public var language = Language.english

    /// A reader of `descriptor` from where it stands; with `copy`, every byte read is also written there.
    public init(descriptor: FileDescriptor, copyingTo copy: FileDescriptor? = nil) {
        self.descriptor = descriptor
        self.copy = copy
    }

    /// The next move and its line number; nil at the end of the script or after `:quit`.
    public mutating func next() throws(Failure) -> MoveScript.Line? {
        while !quit {
            guard try readLine() else { return nil }
            let parsed = line.withUnsafeBufferPointer { bytes in
                let start = lineNumber == 1 ? MoveScript.byteOrderMarkLength(bytes) : 0
                return MoveScript.parse(line: UnsafeBufferPointer(rebasing: bytes[start...]), language: language)
            }
            switch parsed {
            case .skip: continue
            case .quit: quit = true
            case .move(let move): return MoveScript.Line(number: lineNumber, move: move)
            case .error(let message): throw .badLine(MoveScriptError(line: lineNumber, message: message))
            }
        }
        return nil
    }

    /// Reads every line to the end (or `:quit`), checking each; the first bad one is thrown.
    public mutating func checkAll() throws(Failure) {
        while try next() != nil {}
    }

    /// Fills `line` with the next line's bytes (without its newline); false at the end of the input.
    private mutating func readLine() throws(Failure) -> Bool {
        line.removeAll(keepingCapacity: true)
        while true {
            if chunkStart == chunkEnd {
                if atEnd { break }
                try fill()
                continue
            }
            var end = chunkStart
            while end < chunkEnd && chunk[end] != 10 { end += 1 }
            line.append(contentsOf: chunk[chunkStart..<end])
            let foundNewline = end < chunkEnd
            chunkStart = foundNewline ? end + 1 : end
            if line.count > Self.maximumLineLength {
                throw .badLine(
                    MoveScriptError(
                        line: lineNumber + 1,
                        message: "the line is longer than \(FileIO.describe(bytes: Self.maximumLineLength));"
                            + " a move is one word, path or command a line"))
            }
            if foundNewline {
                lineNumber += 1
                return true
            }
        }
        guard !line.isEmpty else { return false }
        lineNumber += 1
        return true
    }

    private mutating func fill() throws(Failure) {
        let count: Int
        do {
            count = try chunk.withUnsafeMutableBytes { try descriptor.read(into: $0) }
        } catch {
            throw .unreadable(FileIO.Failure(error).reason)
        }
        chunkStart = 0
        chunkEnd = count
        if count == 0 {
            atEnd = true
            return
        }
        if let copy, case .failure(let failure) = FileIO.writeAll(chunk[0..<count], to: copy) {
            throw .unreadable("cannot keep a copy of it: \(failure.reason)")
        }
    }
}
