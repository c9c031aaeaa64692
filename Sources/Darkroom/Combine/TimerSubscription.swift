import Foundation
import OpenCombine

/// One subscriber's link to a `Timer.TimerPublisher`: counts the subscriber's
/// demand and hands it one date per tick while the demand lasts.
final class TimerSubscription<Downstream: Subscriber>: Subscription, TimerTickReceiver, @unchecked Sendable
where Downstream.Input == Date, Downstream.Failure == Never {
    private let lock = NSLock()
    private var publisher: Timer.TimerPublisher?
    private var downstream: Downstream?
    private var demand = Subscribers.Demand.none

    init(publisher: Timer.TimerPublisher, downstream: Downstream) {
        self.publisher = publisher
        self.downstream = downstream
    }

    func request(_ demand: Subscribers.Demand) {
        lock.withLock {
            guard downstream != nil else { return }
            self.demand += demand
        }
    }

    func cancel() {
        let publisher = lock.withLock { () -> Timer.TimerPublisher? in
            downstream = nil
            return self.publisher.take()
        }
        publisher?.remove(self)
    }

    func deliver(_ date: Date) {
        let target = lock.withLock { () -> Downstream? in
            guard let downstream, demand > 0 else { return nil }
            demand -= 1
            return downstream
        }
        guard let target else { return }
        let more = target.receive(date)
        guard more > 0 else { return }
        lock.withLock {
            guard downstream != nil else { return }
            demand += more
        }
    }

    func detach() {
        lock.withLock {
            downstream = nil
            publisher = nil
        }
    }
}
