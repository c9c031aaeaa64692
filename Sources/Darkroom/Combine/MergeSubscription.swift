import Foundation
import OpenCombine

/// The one subscription a merging publisher gives its subscriber: it subscribes to every upstream through a
/// side subscriber, passes demand on to each, and delivers their elements one at a time.
final class MergeSubscription<Downstream: Subscriber>: Subscription, @unchecked Sendable {
    typealias Input = Downstream.Input
    typealias Failure = Downstream.Failure

    private let lock = NSLock()
    /// Held while the subscriber runs: Combine promises one call at a time even when upstreams deliver from
    /// several threads.
    private let delivery = NSRecursiveLock()
    private var downstream: Downstream?
    private var demand = Subscribers.Demand.none
    /// Elements that arrived without demand (each upstream was asked for the whole demand, so together they
    /// may send more), delivered first when demand comes.
    private var pending: [Input] = []
    private var upstreams: [Subscription?]
    private var unfinished: Int
    /// A finish waiting for the pending elements to be delivered.
    private var finishWaits = false

    init(downstream: Downstream, upstreamCount: Int) {
        self.downstream = downstream
        upstreams = Array(repeating: nil, count: upstreamCount)
        unfinished = upstreamCount
        // No upstream at all finishes at once, once the subscriber has its subscription.
        finishWaits = upstreamCount == 0
    }

    /// The subscriber that feeds upstream `index` into this subscription.
    func side(_ index: Int) -> Side {
        Side(merger: self, index: index)
    }

    func request(_ demand: Subscribers.Demand) {
        guard demand > 0 else { return }
        let upstreams = lock.withLock { () -> [Subscription] in
            guard downstream != nil else { return [] }
            self.demand += demand
            return self.upstreams.compactMap { $0 }
        }
        drain()
        for upstream in upstreams { upstream.request(demand) }
    }

    func cancel() {
        let upstreams = lock.withLock { () -> [Subscription] in
            downstream = nil
            pending = []
            defer { self.upstreams = self.upstreams.map { _ in nil } }
            return self.upstreams.compactMap { $0 }
        }
        for upstream in upstreams { upstream.cancel() }
    }

    fileprivate func attach(_ subscription: Subscription, at index: Int) {
        let asked = lock.withLock { () -> Subscribers.Demand? in
            guard downstream != nil, upstreams[index] == nil else { return nil }
            upstreams[index] = subscription
            return demand
        }
        guard let asked else {
            subscription.cancel()
            return
        }
        if asked > 0 { subscription.request(asked) }
    }

    fileprivate func receive(_ input: Input) -> Subscribers.Demand {
        lock.withLock {
            guard downstream != nil else { return }
            pending.append(input)
        }
        drain()
        return .none
    }

    fileprivate func receive(completion: Subscribers.Completion<Failure>, at index: Int) {
        switch completion {
        case .finished:
            lock.withLock {
                guard downstream != nil else { return }
                upstreams[index] = nil
                unfinished -= 1
                if unfinished == 0 { finishWaits = true }
            }
            drain()
        case .failure:
            let (target, others) = lock.withLock { () -> (Downstream?, [Subscription]) in
                let target = downstream
                downstream = nil
                pending = []
                upstreams[index] = nil
                defer { upstreams = upstreams.map { _ in nil } }
                return (target, upstreams.compactMap { $0 })
            }
            for other in others { other.cancel() }
            if let target { delivery.withLock { target.receive(completion: completion) } }
        }
    }

    /// What one turn of `drain` does.
    private enum Step { case element(Downstream, Input), finish(Downstream), none }

    /// Delivers pending elements while there is demand, then a waiting finish once none are left (at once
    /// when there was no upstream).
    func drain() {
        while true {
            let step = lock.withLock { () -> Step in
                guard let downstream else { return .none }
                if !pending.isEmpty, demand > 0 {
                    demand -= 1
                    return .element(downstream, pending.removeFirst())
                }
                if pending.isEmpty, finishWaits {
                    self.downstream = nil
                    return .finish(downstream)
                }
                return .none
            }
            switch step {
            case .element(let target, let input):
                let more = delivery.withLock { target.receive(input) }
                if more > 0 {
                    let upstreams = lock.withLock { () -> [Subscription] in
                        guard downstream != nil else { return [] }
                        demand += more
                        return self.upstreams.compactMap { $0 }
                    }
                    for upstream in upstreams { upstream.request(more) }
                }
            case .finish(let target):
                delivery.withLock { target.receive(completion: .finished) }
                return
            case .none:
                return
            }
        }
    }

    /// One upstream's subscriber, holding the merge strongly until that upstream completes.
    struct Side: Subscriber {
        typealias Input = Downstream.Input
        typealias Failure = Downstream.Failure

        let merger: MergeSubscription
        let index: Int
        let combineIdentifier = CombineIdentifier()

        func receive(subscription: Subscription) { merger.attach(subscription, at: index) }
        func receive(_ input: Input) -> Subscribers.Demand { merger.receive(input) }
        func receive(completion: Subscribers.Completion<Failure>) { merger.receive(completion: completion, at: index) }
    }
}
