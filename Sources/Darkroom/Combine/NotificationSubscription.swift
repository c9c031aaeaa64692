import Foundation
import OpenCombine

/// One subscriber's observation of a notification center: an observer token that
/// forwards notifications while the subscriber has demand, removed on cancel.
final class NotificationSubscription<Downstream: Subscriber>: Subscription, NotificationReceiver, @unchecked Sendable
where Downstream.Input == Notification, Downstream.Failure == Never {
    private let lock = NSLock()
    /// Held while the subscriber runs: Combine promises one call at a time even when
    /// notifications are posted from several threads.
    private let delivery = NSRecursiveLock()
    private var downstream: Downstream?
    private var demand = Subscribers.Demand.none
    private var observation: (center: NotificationCenter, token: NSObjectProtocol)?

    init(downstream: Downstream) {
        self.downstream = downstream
    }

    deinit {
        // Dropped without a cancel: the observer block holds this weakly, so the
        // center would otherwise keep calling a dead block.
        if let observation { observation.center.removeObserver(observation.token) }
    }

    /// Starts observing; does nothing if the subscriber cancelled while it was
    /// being handed the subscription.
    func observe(_ center: NotificationCenter, name: Notification.Name, object: AnyObject?) {
        lock.lock()
        guard downstream != nil else {
            lock.unlock()
            return
        }
        // Seen by the observer block as a plain receiver, so the block stays free of
        // the subscriber's generic type.
        let receiver: any NotificationReceiver = self
        let token = center.addObserver(forName: name, object: object, queue: nil) { [weak receiver] in
            receiver?.deliver($0)
        }
        observation = (center, token)
        lock.unlock()
    }

    func request(_ demand: Subscribers.Demand) {
        lock.withLock {
            guard downstream != nil else { return }
            self.demand += demand
        }
    }

    func cancel() {
        let observation = lock.withLock { () -> (center: NotificationCenter, token: NSObjectProtocol)? in
            downstream = nil
            return self.observation.take()
        }
        if let observation { observation.center.removeObserver(observation.token) }
    }

    func deliver(_ notification: Notification) {
        let target = lock.withLock { () -> Downstream? in
            guard let downstream, demand > 0 else { return nil }
            demand -= 1
            return downstream
        }
        guard let target else { return }
        let more = delivery.withLock { target.receive(notification) }
        guard more > 0 else { return }
        lock.withLock {
            guard downstream != nil else { return }
            demand += more
        }
    }
}

/// The observer block's view of a subscription.
protocol NotificationReceiver: AnyObject, Sendable {
    func deliver(_ notification: Notification)
}
