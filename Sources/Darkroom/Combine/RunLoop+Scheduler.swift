import Foundation
import OpenCombine

/// `RunLoop` as a Combine scheduler, so `receive(on: RunLoop.main)`,
/// `debounce(for:scheduler: RunLoop.main)` and friends run their work on a run loop.
///
/// Work runs in the run loop's default mode, and only while that run loop runs
/// (`RunLoop.main.run()`, `run(until:)`…). A server that never runs the main run
/// loop should schedule on a `DispatchQueue` instead.
extension RunLoop: @retroactive Scheduler {
    /// A moment on the run loop's clock.
    public typealias SchedulerTimeType = DateSchedulerTime<RunLoop>

    /// Options for run loop scheduling; there are none.
    public struct SchedulerOptions: Sendable {}

    /// Runs `action` on the run loop's next pass, after work scheduled before it.
    public func schedule(options: SchedulerOptions?, _ action: @escaping () -> Void) {
        let action = SchedulerAction(action)
        perform(inModes: [.default]) { action.run() }
        // A block alone waits until the loop wakes for some other reason; a timer
        // due now wakes a loop that sleeps on another thread.
        if self !== RunLoop.current {
            add(Timer(fire: Date(), interval: 0, repeats: false) { _ in }, forMode: .default)
        }
    }

    /// Runs `action` once, at or soon after `date`.
    public func schedule(
        after date: SchedulerTimeType,
        tolerance: SchedulerTimeType.Stride,
        options: SchedulerOptions?,
        _ action: @escaping () -> Void
    ) {
        let action = SchedulerAction(action)
        let timer = Timer(fire: date.date, interval: 0, repeats: false) { _ in action.run() }
        timer.tolerance = max(0, tolerance.timeInterval)
        add(timer, forMode: .default)
    }

    /// Runs `action` at `date` and then every `interval` until the returned
    /// cancellable is cancelled.
    public func schedule(
        after date: SchedulerTimeType,
        interval: SchedulerTimeType.Stride,
        tolerance: SchedulerTimeType.Stride,
        options: SchedulerOptions?,
        _ action: @escaping () -> Void
    ) -> Cancellable {
        let action = SchedulerAction(action)
        let timer = Timer(fire: date.date, interval: max(0, interval.timeInterval), repeats: true) { _ in
            action.run()
        }
        timer.tolerance = max(0, tolerance.timeInterval)
        add(timer, forMode: .default)
        return AnyCancellable { timer.invalidate() }
    }

    /// The current time.
    public var now: SchedulerTimeType { SchedulerTimeType(Date()) }

    /// Run loop timers can be asked to fire exactly on time.
    public var minimumTolerance: SchedulerTimeType.Stride { 0 }
}
