import Glibc
import Testing

@testable import wordfall

/// Plain mode's reader of standard input: whole lines, each capped, the last one without its newline,
/// and nothing when nothing came in time.
@Suite struct LineReaderTests {
    @Test func linesAreCappedAndTheLastOneNeedsNoNewline() throws {
        var ends: [Int32] = [0, 0]
        #expect(pipe(&ends) == 0)
        let reader = LineReader(descriptor: ends[0])
        defer { close(ends[0]) }
        #expect(reader.next(waiting: 0.01) == nil)
        #expect(!reader.ended)
        let text = Array((String(repeating: "a", count: 5_000) + "\nok\r\nlast").utf8)
        #expect(text.withUnsafeBytes { write(ends[1], $0.baseAddress, $0.count) } == text.count)
        close(ends[1])
        var lines: [String] = []
        while !reader.ended || lines.count < 3, lines.count < 10 {
            if let line = reader.next(waiting: 0.1) { lines.append(line) }
        }
        #expect(lines == [String(repeating: "a", count: LineReader.limit), "ok\r", "last"])
        #expect(reader.next(waiting: 0.01) == nil)
    }
}
