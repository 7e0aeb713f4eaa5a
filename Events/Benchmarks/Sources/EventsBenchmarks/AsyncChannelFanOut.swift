import AsyncAlgorithms
import BenchmarkHarness
import Foundation

/// `consumers` AsyncChannels, each iterated by a task of its own: the nearest thing swift-async-algorithms
/// has to an event with that many observers. `send(_:)` blocks the benchmark's thread until every
/// consumer has taken every value (a channel's `send` returns once its consumer took the value).
final class AsyncChannelFanOut: @unchecked Sendable {
    // Unchecked only for the tasks: `channels` (Sendable) and `consumers` never change after `init`.
    private let channels: [AsyncChannel<Int>]
    private let consumers: [Task<Int, Never>]

    init(consumers count: Int) {
        let channels = (0..<count).map { _ in AsyncChannel<Int>() }
        self.channels = channels
        consumers = channels.map { channel in
            Task.detached {
                var sum = 0
                for await value in channel { sum &+= value }
                return sum
            }
        }
    }

    deinit {
        for channel in channels { channel.finish() }
    }

    /// Sends `iterations` values to every channel, in turn, from a task, and waits for it.
    func send(_ iterations: Int) {
        let done = DispatchSemaphore(value: 0)
        let channels = channels
        Task.detached {
            for index in 0..<iterations {
                for channel in channels { await channel.send(index) }
            }
            done.signal()
        }
        done.wait()
    }
}
