import Foundation
import OpenCombine

extension Timer {
    /// A publisher that emits the current date every `interval` seconds on `runLoop`.
    ///
    /// The publisher is connectable: nothing is scheduled until `connect()` is
    /// called, or until the first subscriber arrives when you chain `.autoconnect()`:
    ///
    /// ```swift
    /// let ticks = Timer.publish(every: 1, on: .main, in: .common).autoconnect()
    /// ```
    ///
    /// - Parameters:
    ///   - interval: Seconds between two dates.
    ///   - tolerance: How late the run loop may fire; `nil` asks for no slack.
    ///   - runLoop: The run loop whose thread delivers the dates; it must be running.
    ///   - mode: The run loop mode the timer fires in (`.common` fires in the default
    ///     mode too).
    ///   - options: Scheduler options; run loops have none.
    public static func publish(
        every interval: TimeInterval,
        tolerance: TimeInterval? = nil,
        on runLoop: RunLoop,
        in mode: RunLoop.Mode,
        options: RunLoop.SchedulerOptions? = nil
    ) -> TimerPublisher {
        TimerPublisher(interval: interval, tolerance: tolerance, runLoop: runLoop, mode: mode, options: options)
    }
}
