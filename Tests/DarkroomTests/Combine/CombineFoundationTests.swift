import Darkroom
import Foundation
import Testing

/// Combine's Foundation additions, as Darkroom provides them without
/// OpenCombineFoundation. Every wait is "until it happened, or a generous deadline",
/// never "for so long": the tests assert what arrived and in what order, not when.
@Suite("Combine ↔ Foundation bridge", .serialized)
struct CombineFoundationTests {
    /// Collects values from whatever thread delivers them.
    final class Recorder<Value>: @unchecked Sendable {
        private let lock = NSLock()
        private var storage: [Value] = []
        var values: [Value] { lock.withLock { storage } }
        var count: Int { lock.withLock { storage.count } }
        func append(_ value: Value) { lock.withLock { storage.append(value) } }
    }

    /// Runs this thread's run loop in short slices until `done` holds or 10 s pass.
    @discardableResult
    func runCurrentLoop(until done: () -> Bool) -> Bool {
        let deadline = Date().addingTimeInterval(10)
        while !done() && Date() < deadline {
            if !RunLoop.current.run(mode: .default, before: Date().addingTimeInterval(0.01)) {
                // Nothing scheduled in the mode yet: the run loop returns at once.
                Thread.sleep(forTimeInterval: 0.001)
            }
        }
        return done()
    }

    /// A subscriber that asks for `initial` values and no more.
    final class LimitedSubscriber: Subscriber, @unchecked Sendable {
        typealias Input = Date
        typealias Failure = Never
        let initial: Subscribers.Demand
        let received = Recorder<Date>()
        var subscription: Subscription?
        init(initial: Subscribers.Demand) { self.initial = initial }
        func receive(subscription: Subscription) {
            self.subscription = subscription
            subscription.request(initial)
        }
        func receive(_ input: Date) -> Subscribers.Demand {
            received.append(input)
            return .none
        }
        func receive(completion: Subscribers.Completion<Never>) {}
    }

    // MARK: Timer.publish

    @Test func timerDeliversIncreasingDatesOnTheCurrentRunLoop() {
        let timer = Timer.publish(every: 0.01, on: .current, in: .common)
        let dates = Recorder<Date>()
        let thread = Thread.current
        let onLoopThread = Recorder<Bool>()
        let subscription = timer.sink {
            dates.append($0)
            onLoopThread.append(Thread.current == thread)
        }
        let connection = timer.connect()
        defer { connection.cancel() }
        #expect(runCurrentLoop { dates.count >= 3 })
        subscription.cancel()
        let values = dates.values
        #expect(zip(values, values.dropFirst()).allSatisfy { $0 < $1 })
        #expect(onLoopThread.values.allSatisfy { $0 })
    }

    @Test func timerSendsNoValueBeyondDemand() {
        let timer = Timer.publish(every: 0.01, on: .current, in: .default)
        let limited = LimitedSubscriber(initial: .max(1))
        timer.subscribe(limited)
        // A second subscriber with unlimited demand shows how many ticks went by.
        let ticks = Recorder<Date>()
        let witness = timer.sink { ticks.append($0) }
        let connection = timer.connect()
        defer { connection.cancel(); witness.cancel() }
        #expect(runCurrentLoop { ticks.count >= 4 })
        #expect(limited.received.count == 1)
        // More demand later resumes delivery with later ticks, one at a time.
        limited.subscription?.request(.max(2))
        let seen = ticks.count
        #expect(runCurrentLoop { ticks.count >= seen + 4 })
        #expect(limited.received.count == 3)
    }

    @Test func cancelledSubscriberStopsReceivingWhileOthersContinue() {
        let timer = Timer.publish(every: 0.01, on: .current, in: .default)
        let first = Recorder<Date>()
        var firstSubscription: AnyCancellable?
        firstSubscription = timer.sink { date in
            first.append(date)
            firstSubscription?.cancel()
        }
        let second = Recorder<Date>()
        let secondSubscription = timer.sink { second.append($0) }
        let connection = timer.connect()
        defer { connection.cancel(); secondSubscription.cancel() }
        #expect(runCurrentLoop { second.count >= 3 })
        #expect(first.count == 1)
    }

    @Test func cancellingTheConnectionStopsTheTimer() {
        let timer = Timer.publish(every: 0.01, on: .current, in: .default)
        let dates = Recorder<Date>()
        let subscription = timer.sink { dates.append($0) }
        defer { subscription.cancel() }
        let connection = timer.connect()
        #expect(runCurrentLoop { dates.count >= 1 })
        connection.cancel()
        let delivered = dates.count
        // A marker due after three more intervals: a live timer would tick first.
        let marker = Recorder<Bool>()
        RunLoop.current.schedule(after: RunLoop.current.now.advanced(by: .milliseconds(40))) {
            marker.append(true)
        }
        #expect(runCurrentLoop { marker.count == 1 })
        #expect(dates.count == delivered)
    }

    @Test func autoconnectStartsWithTheFirstSubscriber() {
        let dates = Recorder<Date>()
        let finished = Recorder<Bool>()
        let subscription = Timer.publish(every: 0.01, on: .current, in: .common)
            .autoconnect()
            .prefix(3)
            .sink(receiveCompletion: { _ in finished.append(true) }, receiveValue: { dates.append($0) })
        defer { subscription.cancel() }
        #expect(runCurrentLoop { finished.count == 1 })
        let values = dates.values
        #expect(values.count == 3)
        #expect(zip(values, values.dropFirst()).allSatisfy { $0 < $1 })
    }

    /// Seed 000 stops its autoconnected timer with `timer.upstream.connect().cancel()`.
    @Test func connectingAgainSharesTheRunningTimerSoCancelStopsIt() {
        let timer = Timer.publish(every: 0.01, on: .current, in: .common).autoconnect()
        let dates = Recorder<Date>()
        let subscription = timer.sink { date in
            dates.append(date)
            if dates.count == 2 { timer.upstream.connect().cancel() }
        }
        defer { subscription.cancel() }
        #expect(runCurrentLoop { dates.count == 2 })
        let marker = Recorder<Bool>()
        RunLoop.current.schedule(after: RunLoop.current.now.advanced(by: .milliseconds(40))) {
            marker.append(true)
        }
        #expect(runCurrentLoop { marker.count == 1 })
        #expect(dates.count == 2)
    }

    @Test func timerPublisherKeepsItsParameters() {
        let timer = Timer.publish(every: 2, tolerance: 0.5, on: .main, in: .common)
        #expect(timer.interval == 2)
        #expect(timer.tolerance == 0.5)
        #expect(timer.runLoop === RunLoop.main)
        #expect(timer.mode == .common)
    }

    // MARK: RunLoop and OperationQueue schedulers

    @Test func runLoopStridesAreSeconds() {
        let half: RunLoop.SchedulerTimeType.Stride = 0.5
        let two: RunLoop.SchedulerTimeType.Stride = 2
        #expect(half.timeInterval == 0.5)
        #expect(two.timeInterval == 2)
        #expect(RunLoop.SchedulerTimeType.Stride.milliseconds(250).timeInterval == 0.25)
        #expect(RunLoop.SchedulerTimeType.Stride.nanoseconds(5).timeInterval == 5e-9)
        let start = RunLoop.SchedulerTimeType(Date(timeIntervalSinceReferenceDate: 100))
        #expect(start.advanced(by: half).date == Date(timeIntervalSinceReferenceDate: 100.5))
        #expect(start.distance(to: start.advanced(by: -two)) == -two)
        #expect(half < two && half + half == 1.0)
    }

    @Test func receiveOnRunLoopDeliversInOrderOnTheLoopThread() {
        // Sent from another thread on purpose: that is what `receive(on:)` is for.
        nonisolated(unsafe) let subject = PassthroughSubject<Int, Never>()
        let loop = RunLoop.current
        let values = Recorder<Int>()
        let onLoop = Recorder<Bool>()
        let subscription = subject.receive(on: loop).sink { value in
            values.append(value)
            onLoop.append(RunLoop.current === loop)
        }
        defer { subscription.cancel() }
        let sent = DispatchSemaphore(value: 0)
        DispatchQueue.global().async {
            for value in 1...20 { subject.send(value) }
            sent.signal()
        }
        #expect(sent.wait(timeout: .now() + 10) == .success)
        #expect(runCurrentLoop { values.count == 20 })
        #expect(values.values == Array(1...20))
        #expect(onLoop.values.allSatisfy { $0 })
    }

    @Test func runLoopScheduleWakesALoopSleepingOnAnotherThread() {
        final class LoopThread: @unchecked Sendable {
            var loop: RunLoop?
            var stop = false
        }
        let state = LoopThread()
        let started = DispatchSemaphore(value: 0)
        let thread = Thread {
            state.loop = RunLoop.current
            // Keeps the loop asleep: without a wake-up, scheduled work would wait an hour.
            let keepAlive = Timer(fire: Date().addingTimeInterval(3600), interval: 0, repeats: false) { _ in }
            RunLoop.current.add(keepAlive, forMode: .default)
            started.signal()
            while !state.stop { _ = RunLoop.current.run(mode: .default, before: Date().addingTimeInterval(3600)) }
            keepAlive.invalidate()
        }
        thread.start()
        #expect(started.wait(timeout: .now() + 10) == .success)
        let ran = DispatchSemaphore(value: 0)
        let loop = state.loop!
        loop.schedule {
            state.stop = true
            ran.signal()
        }
        #expect(ran.wait(timeout: .now() + 10) == .success)
    }

    @Test func debounceOnRunLoopKeepsTheLastValue() {
        let subject = PassthroughSubject<Int, Never>()
        let values = Recorder<Int>()
        let subscription = subject.debounce(for: .milliseconds(10), scheduler: RunLoop.current)
            .sink { values.append($0) }
        defer { subscription.cancel() }
        subject.send(1)
        subject.send(2)
        subject.send(3)
        #expect(runCurrentLoop { values.count == 1 })
        #expect(values.values == [3])
    }

    @Test func receiveOnOperationQueueRunsOperationsInOrder() {
        let queue = OperationQueue()
        queue.maxConcurrentOperationCount = 1
        let subject = PassthroughSubject<Int, Never>()
        let values = Recorder<Int>()
        let onQueue = Recorder<Bool>()
        let done = DispatchSemaphore(value: 0)
        let subscription = subject.receive(on: queue).sink { value in
            values.append(value)
            onQueue.append(OperationQueue.current === queue)
            if value == 10 { done.signal() }
        }
        defer { subscription.cancel() }
        for value in 1...10 { subject.send(value) }
        #expect(done.wait(timeout: .now() + 10) == .success)
        #expect(values.values == Array(1...10))
        #expect(onQueue.values.allSatisfy { $0 })
    }

    @Test func operationQueueRunsDelayedAndRepeatingActions() {
        let queue = OperationQueue()
        queue.maxConcurrentOperationCount = 1
        let delayed = DispatchSemaphore(value: 0)
        queue.schedule(after: queue.now.advanced(by: .milliseconds(5))) { delayed.signal() }
        #expect(delayed.wait(timeout: .now() + 10) == .success)

        let runs = Recorder<Int>()
        let thirdRun = DispatchSemaphore(value: 0)
        final class Holder: @unchecked Sendable { var repetition: Cancellable? }
        let holder = Holder()
        let lock = NSLock()
        lock.withLock {
            holder.repetition = queue.schedule(after: queue.now, interval: .milliseconds(5)) {
                runs.append(runs.count + 1)
                if runs.count == 3 {
                    lock.withLock { holder.repetition?.cancel() }
                    thirdRun.signal()
                }
            }
        }
        #expect(thirdRun.wait(timeout: .now() + 10) == .success)
        // A marker due well after the next interval: a live repetition would run first
        // on this serial queue.
        let marker = DispatchSemaphore(value: 0)
        queue.schedule(after: queue.now.advanced(by: .milliseconds(30))) { marker.signal() }
        #expect(marker.wait(timeout: .now() + 10) == .success)
        #expect(runs.values == [1, 2, 3])
    }

    // MARK: NotificationCenter

    @Test func notificationPublisherDeliversOnlyTheObservedSendersNotifications() {
        let center = NotificationCenter()
        let name = Notification.Name("Darkroom.CombineFoundationTests")
        let sender = NSObject()
        let other = NSObject()
        let received = Recorder<Notification>()
        let subscription = center.publisher(for: name, object: sender).sink { received.append($0) }
        center.post(name: name, object: other)
        center.post(name: name, object: sender, userInfo: ["n": 1])
        #expect(received.count == 1)
        #expect(received.values.first?.object as AnyObject? === sender)
        #expect(received.values.first?.userInfo?["n"] as? Int == 1)
        subscription.cancel()
        center.post(name: name, object: sender)
        #expect(received.count == 1)
        #expect(
            center.publisher(for: name, object: sender)
                == NotificationCenter.Publisher(center: center, name: name, object: sender))
    }

    @Test func notificationPublisherHonoursDemand() {
        let center = NotificationCenter()
        let name = Notification.Name("Darkroom.CombineFoundationTests.demand")
        let values = Recorder<Int>()
        final class One: Subscriber, @unchecked Sendable {
            typealias Input = Notification
            typealias Failure = Never
            let values: Recorder<Int>
            var subscription: Subscription?
            init(_ values: Recorder<Int>) { self.values = values }
            func receive(subscription: Subscription) {
                self.subscription = subscription
                subscription.request(.max(1))
            }
            func receive(_ input: Notification) -> Subscribers.Demand {
                values.append(input.userInfo?["n"] as? Int ?? -1)
                return .none
            }
            func receive(completion: Subscribers.Completion<Never>) {}
        }
        let one = One(values)
        center.publisher(for: name).subscribe(one)
        for n in 1...3 { center.post(name: name, object: nil, userInfo: ["n": n]) }
        #expect(values.values == [1])
        one.subscription?.request(.max(1))
        center.post(name: name, object: nil, userInfo: ["n": 4])
        #expect(values.values == [1, 4])
        one.subscription?.cancel()
    }

    // MARK: Top-level coders

    struct Card: Codable, Equatable {
        var title: String
        var width: Double
    }

    @Test func jsonRoundTripThroughPublishers() throws {
        let card = Card(title: "Share", width: 1200)
        let decoded = Recorder<Card>()
        let subscription = Just(card)
            .encode(encoder: JSONEncoder())
            .decode(type: Card.self, decoder: JSONDecoder())
            .sink(receiveCompletion: { _ in }, receiveValue: { decoded.append($0) })
        subscription.cancel()
        #expect(decoded.values == [card])

        let failures = Recorder<Bool>()
        let bad = Just(Data("not json".utf8))
            .decode(type: Card.self, decoder: JSONDecoder())
            .sink(receiveCompletion: { completion in
                if case .failure(let error) = completion { failures.append(error is DecodingError) }
            }, receiveValue: { _ in })
        bad.cancel()
        #expect(failures.values == [true])
    }

    @Test func propertyListRoundTripThroughPublishers() {
        let card = Card(title: "Plist", width: 630)
        let decoded = Recorder<Card>()
        let subscription = Just(card)
            .encode(encoder: PropertyListEncoder())
            .decode(type: Card.self, decoder: PropertyListDecoder())
            .sink(receiveCompletion: { _ in }, receiveValue: { decoded.append($0) })
        subscription.cancel()
        #expect(decoded.values == [card])
    }
}
