import Foundation

/// A scheduler's action, carried into Foundation callbacks that demand `@Sendable`.
///
/// Combine's `Scheduler` protocol hands over plain `() -> Void` closures: the
/// contract is that the action runs on the scheduler's own execution context, and
/// whoever schedules it is responsible for what it captures. Run loops, operation
/// queues and timers take `@Sendable` blocks on Linux, so the action crosses that
/// boundary in this box, once, in one place.
struct SchedulerAction: @unchecked Sendable {
    let run: () -> Void

    init(_ run: @escaping () -> Void) {
        self.run = run
    }
}
