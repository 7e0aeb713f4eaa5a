import Foundation
import Testing

/// The Events sources that call pthreads, type-checked against Darwin's declarations.
///
/// There is no Mac here, so the test builds a stand-in `Darwin` module from the SDK's own declarations
/// of what those files use (`<pthread.h>` is audited for nullability: `assume_nonnull` around it, so a
/// key destructor takes a non-optional `void *`, where glibc's takes an optional one), hides the
/// Glibc branches, and runs `swiftc -typecheck`. The thread-local queue's first version passed its
/// destructor as `{ raw in guard let raw ... }`, which this rejects.
@Suite("Darwin signatures")
struct DarwinSignatureTests {
    /// Declarations copied from the macOS SDK's `pthread.h`, `pthread/pthread_impl.h`, `sched.h` and
    /// `dlfcn.h` (not audited for nullability: its pointers import as implicitly unwrapped).
    static let header = """
        #pragma clang assume_nonnull begin
        typedef unsigned long pthread_key_t;
        typedef struct _opaque_pthread_mutex_t { long __sig; char __opaque[56]; } pthread_mutex_t;
        typedef struct _opaque_pthread_mutexattr_t { long __sig; char __opaque[8]; } pthread_mutexattr_t;
        int pthread_key_create(pthread_key_t *, void (* _Nullable)(void *));
        int pthread_setspecific(pthread_key_t , const void * _Nullable);
        void* _Nullable pthread_getspecific(pthread_key_t);
        int pthread_mutex_init(pthread_mutex_t * __restrict, const pthread_mutexattr_t * _Nullable __restrict);
        int pthread_mutex_destroy(pthread_mutex_t *);
        int pthread_mutex_lock(pthread_mutex_t *);
        int pthread_mutex_unlock(pthread_mutex_t *);
        int pthread_mutexattr_init(pthread_mutexattr_t *);
        int pthread_mutexattr_settype(pthread_mutexattr_t *, int);
        int pthread_mutexattr_destroy(pthread_mutexattr_t *);
        #define PTHREAD_MUTEX_RECURSIVE 2
        int sched_yield(void);
        #pragma clang assume_nonnull end
        #define RTLD_NOW 0x2
        extern void * dlopen(const char * __path, int __mode);
        extern void * dlsym(void * __handle, const char * __symbol);
        """

    static let sources = [
        "Support/DeliveryQueue.swift", "Support/EventsMutex.swift", "Support/HazardSlot.swift",
        "Support/YieldProcessor.swift",
    ]

    @Test("The thread-local queue, the lock and the yield compile against Darwin's pthread declarations")
    func typeChecksAgainstDarwin() async throws {
        let swiftc = try #require(Self.which("swiftc"), "swiftc is not on PATH")
        let eventsFolder = URL(fileURLWithPath: #filePath)
            .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("Sources/Events")
        let work = FileManager.default.temporaryDirectory.appendingPathComponent("events-darwin-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: work, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: work) }
        try Self.header.write(to: work.appendingPathComponent("darwin.h"), atomically: true, encoding: .utf8)
        try "module Darwin [system] { header \"darwin.h\" export * }\n"
            .write(to: work.appendingPathComponent("module.modulemap"), atomically: true, encoding: .utf8)
        var files: [String] = []
        for source in Self.sources {
            let text = try String(contentsOf: eventsFolder.appendingPathComponent(source), encoding: .utf8)
            // On Linux `canImport(Glibc)` is true: hide it (and musl) so the Darwin branches are compiled.
            let darwinOnly = text.replacingOccurrences(of: "canImport(Glibc)", with: "false")
                .replacingOccurrences(of: "canImport(Musl)", with: "false")
            let file = work.appendingPathComponent(URL(fileURLWithPath: source).lastPathComponent)
            try darwinOnly.write(to: file, atomically: true, encoding: .utf8)
            files.append(file.path)
        }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: swiftc)
        process.arguments =
            [
                "-typecheck", "-parse-as-library", "-swift-version", "6", "-module-name", "Events", "-package-name",
                "Events", "-I", work.path,
            ]
            + files
        // Output to a file and the exit awaited, not waited for: a blocked thread of the shared pool
        // would hold up the other tests (two cores, two threads).
        let outputFile = work.appendingPathComponent("diagnostics.txt")
        #expect(FileManager.default.createFile(atPath: outputFile.path, contents: nil))
        let output = try FileHandle(forWritingTo: outputFile)
        process.standardOutput = output
        process.standardError = output
        let status: Int32 = try await withCheckedThrowingContinuation { continuation in
            process.terminationHandler = { finished in continuation.resume(returning: finished.terminationStatus) }
            do {
                try process.run()
            } catch {
                process.terminationHandler = nil
                continuation.resume(throwing: error)
            }
        }
        try output.close()
        let diagnostics = try String(contentsOf: outputFile, encoding: .utf8)
        #expect(status == 0, "\(diagnostics)")
        #expect(!diagnostics.contains("warning:"), "\(diagnostics)")
    }

    static func which(_ tool: String) -> String? {
        let path = ProcessInfo.processInfo.environment["PATH"] ?? ""
        return path.split(separator: ":").map { "\($0)/\(tool)" }.first {
            FileManager.default.isExecutableFile(atPath: $0)
        }
    }
}
