import Foundation
import NIOPosix
import Synchronization

/// The bound on renders in flight and the render timeout. Renders run on their own threads (one per core),
/// never on the server's event loops or Swift's cooperative threads, so cache hits, `/health` and `/metrics`
/// answer while every core renders. Past `limit` renders admitted (running or waiting for a thread) a request
/// is refused at once with `ServiceError.overloaded`: queues never grow, so neither do latency or memory.
public final class RenderGate: Sendable {
    /// Renders admitted at once, running or queued.
    public let limit: Int
    /// How long a request waits for its render before answering `504`.
    public let timeout: Duration
    private let pool: NIOThreadPool
    private let admitted = Atomic<Int>(0)

    /// A gate over `threads` render threads admitting `limit` renders, each given `timeout`.
    public init(threads: Int, limit: Int, timeout: Duration) {
        self.limit = max(1, limit)
        self.timeout = timeout
        pool = NIOThreadPool(numberOfThreads: max(1, threads))
        pool.start()
    }

    /// Renders admitted now.
    public var inFlight: Int { admitted.load(ordering: .relaxed) }

    /// Runs `work` on a render thread and returns its result, or throws `.overloaded` when `limit` renders are
    /// in flight and `.timedOut` after `timeout`. A timed-out render still finishes (a render cannot be
    /// stopped halfway) and keeps its slot until then, so the bound counts real work.
    public func run<T: Sendable>(_ work: @escaping @Sendable () throws(ServiceError) -> T) async throws(ServiceError)
        -> T
    {
        let (_, admittedNow) = admitted.add(1, ordering: .acquiringAndReleasing)
        guard admittedNow <= limit else {
            admitted.subtract(1, ordering: .acquiringAndReleasing)
            throw .overloaded(retryAfter: 1)
        }
        let result: Result<T, ServiceError> = await withCheckedContinuation { continuation in
            let once = ResumeOnce(continuation)
            let timer = Task {
                try? await Task.sleep(for: timeout)
                if !Task.isCancelled { once.resume(.failure(.timedOut)) }
            }
            pool.submit { [self] state in
                var result: Result<T, ServiceError> = .failure(.renderFailed("the server is shutting down"))
                if state == .active {
                    do throws(ServiceError) {
                        result = .success(try work())
                    } catch {
                        result = .failure(error)
                    }
                }
                // The slot is free before the answer leaves: a client that sends its next request as soon as it
                // has this one's answer must find the slot free, or a steady N connections under a bound of N
                // would see 503s.
                admitted.subtract(1, ordering: .acquiringAndReleasing)
                timer.cancel()
                once.resume(result)
            }
        }
        return try result.get()
    }

    /// Stops the render threads once their queued work is done.
    public func shutdown() async throws { try await pool.shutdownGracefully() }
}

/// A continuation resumed by whichever of the render and the timer comes first.
private final class ResumeOnce<T: Sendable>: Sendable {
    private let continuation: Mutex<CheckedContinuation<Result<T, ServiceError>, Never>?>
    init(_ continuation: CheckedContinuation<Result<T, ServiceError>, Never>) {
        self.continuation = Mutex(continuation)
    }
    func resume(_ result: Result<T, ServiceError>) {
        continuation.withLock { $0.take() }?.resume(returning: result)
    }
}
