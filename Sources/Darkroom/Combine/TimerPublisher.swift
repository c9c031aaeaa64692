import Foundation
import OpenCombine

extension Timer {
    /// A connectable publisher of the current date at a fixed interval, driven by a
    /// Foundation `Timer` on a run loop.
    ///
    /// Each subscriber receives a date per tick only while it has outstanding
    /// demand; ticks it has not asked for are dropped, never queued. A connected
    /// publisher keeps ticking, like a scheduled `Timer`, until its connection is
    /// cancelled; cancelling the connection also detaches the current subscribers.
    public final class TimerPublisher: ConnectablePublisher, @unchecked Sendable {
        public typealias Output = Date
        public typealias Failure = Never

        /// Seconds between two ticks.
        public let interval: TimeInterval
        /// How late a tick may be; `nil` asks for no slack.
        public let tolerance: TimeInterval?
        /// The run loop whose thread delivers the ticks.
        public let runLoop: RunLoop
        /// The run loop mode the timer fires in.
        public let mode: RunLoop.Mode
        /// Scheduler options; run loops have none.
        public let options: RunLoop.SchedulerOptions?

        private let lock = NSLock()
        /// In subscription order, so every tick reaches subscribers in the order they came.
        private var receivers: [any TimerTickReceiver] = []
        private var timer: Timer?

        /// Creates a publisher that ticks every `interval` seconds once connected.
        public init(
            interval: TimeInterval,
            tolerance: TimeInterval? = nil,
            runLoop: RunLoop,
            mode: RunLoop.Mode,
            options: RunLoop.SchedulerOptions? = nil
        ) {
            self.interval = interval
            self.tolerance = tolerance
            self.runLoop = runLoop
            self.mode = mode
            self.options = options
        }

        public func receive<Downstream: Subscriber>(subscriber: Downstream)
        where Downstream.Input == Date, Downstream.Failure == Never {
            let subscription = TimerSubscription(publisher: self, downstream: subscriber)
            lock.withLock { receivers.append(subscription) }
            subscriber.receive(subscription: subscription)
        }

        /// Schedules the timer on the run loop and returns the connection; cancel it
        /// to invalidate the timer. Connecting again while connected shares the
        /// running timer.
        public func connect() -> Cancellable {
            let (timer, isNew) = lock.withLock { () -> (Timer, Bool) in
                if let timer = self.timer { return (timer, false) }
                // A non-positive interval would make a one-shot timer; tick as fast as
                // the run loop allows instead.
                let period = Swift.max(interval, 0.0001)
                let timer = Timer(fire: Date().addingTimeInterval(period), interval: period, repeats: true) {
                    [self] _ in tick()
                }
                timer.tolerance = Swift.max(0, tolerance ?? 0)
                self.timer = timer
                return (timer, true)
            }
            if isNew { runLoop.add(timer, forMode: mode) }
            return TimerConnection(publisher: self, timer: timer)
        }

        /// Stops `timer` if it is still this publisher's and lets its subscribers go.
        func disconnect(_ timer: Timer) {
            let detached = lock.withLock { () -> [any TimerTickReceiver] in
                guard self.timer === timer else { return [] }
                self.timer = nil
                defer { receivers = [] }
                return receivers
            }
            timer.invalidate()
            for receiver in detached { receiver.detach() }
        }

        func remove(_ receiver: any TimerTickReceiver) {
            lock.withLock { receivers.removeAll { $0 === receiver } }
        }

        private func tick() {
            let now = Date()
            // Delivered outside the lock: a subscriber may subscribe or cancel while it
            // handles the date.
            for receiver in lock.withLock({ receivers }) {
                receiver.deliver(now)
            }
        }
    }
}

/// The timer's side of a subscription: takes ticks, and lets go when disconnected.
protocol TimerTickReceiver: AnyObject, Sendable {
    func deliver(_ date: Date)
    func detach()
}

/// What `TimerPublisher.connect()` returns: cancelling it stops the timer.
final class TimerConnection: Cancellable, @unchecked Sendable {
    private let lock = NSLock()
    private var publisher: Timer.TimerPublisher?
    private let timer: Timer

    init(publisher: Timer.TimerPublisher, timer: Timer) {
        self.publisher = publisher
        self.timer = timer
    }

    func cancel() {
        lock.withLock { publisher.take() }?.disconnect(timer)
    }
}
