import Foundation
import SystemPackage
import Testing
import WordfallCore

@testable import WordfallHeadless

/// The streaming reader `wordfall run` checks and plays a script with.
@Suite struct MoveScriptReaderTests {
    /// The moves a reader gives for `bytes`, read through a pipe in whatever pieces the pipe makes.
    func read(_ bytes: [UInt8]) throws -> (lines: [MoveScript.Line], failure: MoveScriptReader.Failure?) {
        let pipe = try FileDescriptor.pipe()
        let writer = Thread {
            _ = try? pipe.writeEnd.writeAll(bytes)
            try? pipe.writeEnd.close()
        }
        writer.start()
        defer { try? pipe.readEnd.close() }
        var reader = MoveScriptReader(descriptor: pipe.readEnd)
        var lines: [MoveScript.Line] = []
        do throws(MoveScriptReader.Failure) {
            while let line = try reader.next() { lines.append(line) }
        } catch {
            // Drain so the writer can finish.
            var sink = [UInt8](repeating: 0, count: 1 << 16)
            while (try? sink.withUnsafeMutableBytes { try pipe.readEnd.read(into: $0) }) ?? 0 > 0 {}
            return (lines, error)
        }
        return (lines, nil)
    }

    @Test func givesWhatTheInMemoryParserGives() throws {
        let text = "\u{FEFF}cat\r\n# a comment\n\n  @0,0 0,1  \n:shuffle\n:hint\n:wait 0.5\nDOGS\n:quit\nzz1\n"
        let streamed = try read(Array(text.utf8))
        #expect(streamed.failure == nil)
        #expect(streamed.lines == (try MoveScript(parsing: text)).lines)
        #expect(streamed.lines.map(\.number) == [1, 4, 5, 6, 7, 8])
        #expect(streamed.lines.first?.move == .word("CAT"))
    }

    @Test func aLastLineWithoutNewlineAndLinesAcrossChunksAreRead() throws {
        let words = (0..<30_000).map { "w\(String(repeating: "a", count: $0 % 7))" }
        let text = words.joined(separator: "\n").replacingOccurrences(of: "0", with: "")
        let letters = text.split(separator: "\n").map { $0.filter(\.isLetter) }.joined(separator: "\n")
        let streamed = try read(Array(letters.utf8))
        #expect(streamed.failure == nil)
        #expect(streamed.lines.count == 30_000)
        #expect(streamed.lines.last?.move == .word("W" + String(repeating: "A", count: 29_999 % 7)))
    }

    @Test func aBadLineStopsTheReadingWithItsNumber() throws {
        let streamed = try read(Array("cat\ndog\n:jump\ncat\n".utf8))
        #expect(streamed.lines.count == 2)
        guard case .badLine(let error) = streamed.failure else {
            Issue.record("expected a bad line, got \(String(describing: streamed.failure))")
            return
        }
        #expect(error.line == 3)
        #expect(error.message.hasPrefix("unknown command ':jump'"))
    }

    @Test func aLineLongerThanTheLimitIsRefusedWithoutReadingOn() throws {
        let streamed = try read(Array("cat\n".utf8) + [UInt8](repeating: 65, count: 200_000))
        guard case .badLine(let error) = streamed.failure else {
            Issue.record("expected a bad line")
            return
        }
        #expect(error.line == 2)
        #expect(error.message.hasPrefix("the line is longer than 64 KB"))
    }
}
