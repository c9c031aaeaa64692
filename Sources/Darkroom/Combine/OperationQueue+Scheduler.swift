import Dispatch
import Foundation
import OpenCombine

/// `OperationQueue` as a Combine scheduler: every action becomes an operation on
/// the queue, so it honours the queue's concurrency limit, suspension and quality
/// of service.
///
/// Delayed actions are held back outside the queue and enqueued when they are
/// due, so they never occupy one of the queue's slots while they wait.
extension OperationQueue: @retroactive Scheduler {
    /// A moment on the operation queue's clock.
    public typealias SchedulerTimeType = DateSchedulerTime<OperationQueue>

    /// Options for operation queue scheduling; there are none.
    public struct SchedulerOptions: Sendable {}

    /// Adds `action` to the queue now.
    public func schedule(options: SchedulerOptions?, _ action: @escaping () -> Void) {
        let action = SchedulerAction(action)
        addOperation { action.run() }
    }

    /// Adds `action` to the queue once `date` has come.
    public func schedule(
        after date: SchedulerTimeType,
        tolerance: SchedulerTimeType.Stride,
        options: SchedulerOptions?,
        _ action: @escaping () -> Void
    ) {
        let action = SchedulerAction(action)
        OperationQueueTimer.enqueue(on: self, at: date.date) { action.run() }
    }

    /// Adds `action` to the queue at `date`, then every `interval` until the returned
    /// cancellable is cancelled. A run that overruns its interval delays the next one
    /// instead of piling runs up on the queue.
    public func schedule(
        after date: SchedulerTimeType,
        interval: SchedulerTimeType.Stride,
        tolerance: SchedulerTimeType.Stride,
        options: SchedulerOptions?,
        _ action: @escaping () -> Void
    ) -> Cancellable {
        let repetition = OperationQueueRepetition(
            queue: self, interval: interval.timeInterval, action: SchedulerAction(action))
        repetition.start(at: date.date)
        return repetition
    }

    /// The current time.
    public var now: SchedulerTimeType { SchedulerTimeType(Date()) }

    /// Operation queues have no timing slack of their own.
    public var minimumTolerance: SchedulerTimeType.Stride { 0 }
}

/// Enqueues operations when they fall due; the wait happens on a Dispatch timer,
/// not on the operation queue.
enum OperationQueueTimer {
    private static let waiting = DispatchQueue(label: "Darkroom.OperationQueueScheduler")

    static func enqueue(on queue: OperationQueue, at date: Date, _ block: @escaping @Sendable () -> Void) {
        let delay = date.timeIntervalSinceNow
        guard delay > 0 else {
            queue.addOperation(block)
            return
        }
        waiting.asyncAfter(deadline: .now() + delay) { queue.addOperation(block) }
    }
}

/// A repeating action on an operation queue: each run enqueues the next one.
final class OperationQueueRepetition: Cancellable, @unchecked Sendable {
    private let queue: OperationQueue
    private let interval: TimeInterval
    private let lock = NSLock()
    private var action: SchedulerAction?

    init(queue: OperationQueue, interval: TimeInterval, action: SchedulerAction) {
        self.queue = queue
        self.interval = max(0, interval)
        self.action = action
    }

    func start(at date: Date) {
        schedule(at: date)
    }

    func cancel() {
        lock.withLock { action = nil }
    }

    private func schedule(at date: Date) {
        OperationQueueTimer.enqueue(on: queue, at: date) { [self] in
            // Cancelled while waiting: the operation runs but does nothing.
            guard let action = lock.withLock({ self.action }) else { return }
            action.run()
            // The next run is due one interval after this one was, so runs do not
            // drift; runs missed while a slow action ran are skipped, not replayed.
            schedule(at: max(date.addingTimeInterval(interval), Date()))
        }
    }
}
