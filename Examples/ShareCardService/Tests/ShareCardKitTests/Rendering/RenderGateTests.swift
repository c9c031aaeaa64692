import Foundation
import NIOPosix
import Testing

@testable import ShareCardKit

@Suite struct RenderGateTests {
    /// Renders run on the gate's own threads: never on an event loop (a render there would stall every
    /// connection of that loop, cache hits included) and never twice at once on one thread.
    @Test func rendersRunOffTheEventLoopsOnePerThread() async throws {
        let gate = RenderGate(threads: 2, limit: 8, timeout: .seconds(30))
        let running = Running()
        let results = try await withThrowingTaskGroup(of: (onEventLoop: Bool, concurrent: Int).self) { group in
            for _ in 0..<8 {
                group.addTask {
                    try await gate.run { () throws(ServiceError) in
                        let concurrent = running.enter()
                        Thread.sleep(forTimeInterval: 0.02)
                        running.leave()
                        return (MultiThreadedEventLoopGroup.currentEventLoop != nil, concurrent)
                    }
                }
            }
            return try await group.reduce(into: []) { $0.append($1) }
        }
        #expect(results.count == 8)
        #expect(results.allSatisfy { !$0.onEventLoop })
        #expect(results.map(\.concurrent).max()! <= 2)
        try await gate.shutdown()
    }
}

/// Renders running now, and the most seen at once.
private final class Running: @unchecked Sendable {
    private let lock = NSLock()
    private var now = 0
    func enter() -> Int { lock.withLock { now += 1; return now } }
    func leave() { lock.withLock { now -= 1 } }
}
