import Foundation
import OpenCombine

/// Collects the `ObservableObject`s a view tree reads while it is resolved, so
/// `ImageRenderer` can tell when an image it produced goes out of date.
///
/// `@ObservedObject`, `@StateObject` and `@EnvironmentObject` report every read
/// of their object to the recorder in effect for the current task, if any.
final class ObservedObjectRecorder: @unchecked Sendable {
    /// Subscribes a handler to one object's `objectWillChange`.
    typealias Subscribe = (@escaping @Sendable () -> Void) -> AnyCancellable

    private let lock = NSLock()
    private var objects: [ObjectIdentifier: Subscribe] = [:]

    /// The recorder of the render running on this task.
    @TaskLocal static var current: ObservedObjectRecorder?

    static func record<Object: ObservableObject>(_ object: Object) {
        guard let recorder = current else { return }
        let id = ObjectIdentifier(object)
        recorder.lock.withLock {
            guard recorder.objects[id] == nil else { return }
            recorder.objects[id] = { [weak object] handler in
                guard let object else { return AnyCancellable {} }
                return object.objectWillChange.sink { _ in handler() }
            }
        }
    }

    /// Subscribes `handler` to every recorded object.
    func subscribeAll(_ handler: @escaping @Sendable () -> Void) -> [AnyCancellable] {
        lock.withLock { Array(objects.values) }.map { $0(handler) }
    }

    var count: Int { lock.withLock { objects.count } }
}
