import Foundation
import OpenCombine

extension Publishers {
    /// A publisher that delivers the elements of two publishers of the same output and failure as they
    /// arrive, as Combine's `Publishers.Merge` (OpenCombine has no merging publishers).
    ///
    /// It finishes when both upstreams have finished and fails as soon as either fails (cancelling the other).
    /// Downstream demand is asked of each upstream; elements that arrive beyond the demand wait, in order,
    /// until more is requested.
    public struct Merge<A: Publisher, B: Publisher>: Publisher
    where A.Failure == B.Failure, A.Output == B.Output {
        public typealias Output = A.Output
        public typealias Failure = A.Failure

        /// The first publisher merged.
        public let a: A
        /// The second publisher merged.
        public let b: B

        /// A publisher of the elements of `a` and `b`, interleaved as they arrive.
        public init(_ a: A, _ b: B) {
            self.a = a
            self.b = b
        }

        public func receive<Downstream: Subscriber>(subscriber: Downstream)
        where Downstream.Input == Output, Downstream.Failure == Failure {
            let merger = MergeSubscription(downstream: subscriber, upstreamCount: 2)
            subscriber.receive(subscription: merger)
            a.subscribe(merger.side(0))
            b.subscribe(merger.side(1))
            merger.drain()
        }

        /// This merge with a third publisher's elements.
        public func merge<P: Publisher>(with other: P) -> MergeMany<AnyPublisher<Output, Failure>>
        where P.Output == Output, P.Failure == Failure {
            MergeMany(a.eraseToAnyPublisher(), b.eraseToAnyPublisher(), other.eraseToAnyPublisher())
        }
    }

    /// A publisher that delivers the elements of any number of publishers of one type as they arrive,
    /// as Combine's `Publishers.MergeMany`; finishes when all have finished, fails when one fails.
    public struct MergeMany<Upstream: Publisher>: Publisher {
        public typealias Output = Upstream.Output
        public typealias Failure = Upstream.Failure

        /// The publishers merged, in the order they are subscribed.
        public let publishers: [Upstream]

        /// A publisher of the elements of `upstream`, interleaved as they arrive.
        public init(_ upstream: Upstream...) {
            publishers = upstream
        }

        /// A publisher of the elements of every publisher in `upstream`, interleaved as they arrive.
        public init<S: Swift.Sequence>(_ upstream: S) where S.Element == Upstream {
            publishers = Array(upstream)
        }

        public func receive<Downstream: Subscriber>(subscriber: Downstream)
        where Downstream.Input == Output, Downstream.Failure == Failure {
            let merger = MergeSubscription(downstream: subscriber, upstreamCount: publishers.count)
            subscriber.receive(subscription: merger)
            for (index, publisher) in publishers.enumerated() { publisher.subscribe(merger.side(index)) }
            merger.drain()
        }

        /// These publishers and `other`, merged.
        public func merge(with other: Upstream) -> MergeMany {
            MergeMany(publishers + [other])
        }
    }
}

extension Publishers.Merge: Equatable where A: Equatable, B: Equatable {}

extension Publishers.MergeMany: Equatable where Upstream: Equatable {}

extension Publisher {
    /// This publisher's elements and `other`'s, interleaved as they arrive (Combine's `merge(with:)`).
    public func merge<P: Publisher>(with other: P) -> Publishers.Merge<Self, P>
    where P.Failure == Failure, P.Output == Output {
        Publishers.Merge(self, other)
    }
}
