import Darkroom
import Foundation
import Testing

/// `Publishers.Merge` and `MergeMany`, which OpenCombine lacks: elements interleaved in arrival order, demand
/// kept, completion after every upstream, failure at once.
@Suite("Publishers.Merge")
struct MergeTests {
    enum Failure: Error, Equatable { case broken }

    /// A subscriber that asks for `initial` elements, then `more` after each.
    final class Probe: Subscriber, @unchecked Sendable {
        typealias Input = Int
        typealias Failure = MergeTests.Failure
        let initial: Subscribers.Demand
        let more: Subscribers.Demand
        var values: [Int] = []
        var completion: Subscribers.Completion<Failure>?
        var subscription: Subscription?
        init(initial: Subscribers.Demand, more: Subscribers.Demand = .none) {
            self.initial = initial
            self.more = more
        }
        func receive(subscription: Subscription) {
            self.subscription = subscription
            subscription.request(initial)
        }
        func receive(_ input: Int) -> Subscribers.Demand {
            values.append(input)
            return more
        }
        func receive(completion: Subscribers.Completion<Failure>) { self.completion = completion }
    }

    @Test func elementsArriveInTheOrderTheyAreSent() {
        let a = PassthroughSubject<Int, Failure>(), b = PassthroughSubject<Int, Failure>()
        let probe = Probe(initial: .unlimited)
        a.merge(with: b).subscribe(probe)
        a.send(1)
        b.send(2)
        a.send(3)
        #expect(probe.values == [1, 2, 3])
        a.send(completion: .finished)
        #expect(probe.completion == nil)
        b.send(4)
        b.send(completion: .finished)
        #expect(probe.values == [1, 2, 3, 4])
        #expect(probe.completion == .finished)
    }

    @Test func aFailureEndsTheMergeAtOnce() {
        let a = PassthroughSubject<Int, Failure>(), b = PassthroughSubject<Int, Failure>()
        let probe = Probe(initial: .unlimited)
        Publishers.Merge(a, b).subscribe(probe)
        a.send(1)
        b.send(completion: .failure(.broken))
        a.send(2)
        #expect(probe.values == [1])
        #expect(probe.completion == .failure(.broken))
    }

    @Test func elementsBeyondTheDemandWaitForMore() {
        let probe = Probe(initial: .max(2))
        Publishers.Merge([1, 2, 3].publisher.setFailureType(to: Failure.self),
                         [4, 5].publisher.setFailureType(to: Failure.self)).subscribe(probe)
        #expect(probe.values.count == 2)
        #expect(probe.completion == nil)
        probe.subscription?.request(.unlimited)
        #expect(probe.values.sorted() == [1, 2, 3, 4, 5])
        #expect(probe.completion == .finished)
    }

    @Test func anElementSentWithoutDemandWaitsForIt() {
        // Each upstream is asked for the subscriber's one element, so together they may send two: the second waits.
        let a = PassthroughSubject<Int, Failure>(), b = PassthroughSubject<Int, Failure>()
        let probe = Probe(initial: .max(1))
        a.merge(with: b).subscribe(probe)
        a.send(1)
        b.send(2)
        #expect(probe.values == [1])
        probe.subscription?.request(.max(1))
        #expect(probe.values == [1, 2])
    }

    @Test func mergeManyFinishesAfterAllAndAtOnceWhenEmpty() {
        let probe = Probe(initial: .unlimited)
        Publishers.MergeMany([[1], [2, 3], []].map { $0.publisher.setFailureType(to: Failure.self) })
            .subscribe(probe)
        #expect(probe.values == [1, 2, 3])
        #expect(probe.completion == .finished)
        let empty = Probe(initial: .max(1))
        Publishers.MergeMany([Just(1).setFailureType(to: Failure.self)].dropAll()).subscribe(empty)
        #expect(empty.values.isEmpty)
        #expect(empty.completion == .finished)
    }

    @Test func keyboardReadableShapeMergesTwoNotificationStreams() {
        // The shape of a keyboard observer: two notification names mapped to Bool and merged.
        let center = NotificationCenter()
        let show = Notification.Name("show"), hide = Notification.Name("hide")
        var seen: [Bool] = []
        let cancellable = Publishers.Merge(
            center.publisher(for: show).map { _ in true },
            center.publisher(for: hide).map { _ in false }
        )
        .eraseToAnyPublisher()
        .sink { seen.append($0) }
        center.post(name: show, object: nil)
        center.post(name: hide, object: nil)
        #expect(seen == [true, false])
        cancellable.cancel()
        center.post(name: show, object: nil)
        #expect(seen == [true, false])
    }
}

extension Array {
    /// No elements, keeping the array's type.
    fileprivate func dropAll() -> [Element] { [] }
}
