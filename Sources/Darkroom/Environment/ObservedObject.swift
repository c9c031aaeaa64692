import Foundation
import OpenCombine

/// A property wrapper that subscribes to an observable object, as SwiftUI's
/// `@ObservedObject`. Reading it while an `ImageRenderer` renders makes the
/// renderer watch the object: a change then marks the image out of date.
@propertyWrapper @dynamicMemberLookup
public struct ObservedObject<ObjectType: ObservableObject> {
    private let object: ObjectType

    /// Observes `wrappedValue`.
    public init(wrappedValue: ObjectType) { object = wrappedValue }
    /// Observes `initialValue` (the older spelling).
    public init(initialValue: ObjectType) { object = initialValue }

    /// The observed object.
    public var wrappedValue: ObjectType {
        ObservedObjectRecorder.record(object)
        return object
    }

    /// The wrapper itself, for bindings to the object's properties (`$model.name`).
    public var projectedValue: ObservedObject<ObjectType> { self }

    /// A binding to a property of the object (`$model.name`).
    public subscript<Subject>(dynamicMember keyPath: ReferenceWritableKeyPath<ObjectType, Subject>) -> Binding<Subject>
    {
        let object = wrappedValue
        return Binding(get: { object[keyPath: keyPath] }, set: { object[keyPath: keyPath] = $0 })
    }
}

/// A property wrapper that creates an observable object once and keeps it, as
/// SwiftUI's `@StateObject`. The object is made on first read; the renderer
/// watches it like an `@ObservedObject`.
@propertyWrapper @dynamicMemberLookup
public struct StateObject<ObjectType: ObservableObject> {
    private final class Storage {
        let make: () -> ObjectType
        lazy var object: ObjectType = make()
        init(_ make: @escaping () -> ObjectType) { self.make = make }
    }
    private let storage: Storage

    /// Keeps the object `thunk` makes on first read.
    public init(wrappedValue thunk: @autoclosure @escaping () -> ObjectType) { storage = Storage(thunk) }

    /// The object, made on first read.
    public var wrappedValue: ObjectType {
        let object = storage.object
        ObservedObjectRecorder.record(object)
        return object
    }

    /// An observed wrapper of the object, for bindings to its properties.
    public var projectedValue: ObservedObject<ObjectType> { ObservedObject(wrappedValue: wrappedValue) }

    /// A binding to a property of the object (`$model.name`).
    public subscript<Subject>(dynamicMember keyPath: ReferenceWritableKeyPath<ObjectType, Subject>) -> Binding<Subject>
    {
        projectedValue[dynamicMember: keyPath]
    }
}

/// A property wrapper reading an observable object placed in the environment
/// by an ancestor's `.environmentObject(_:)`, as SwiftUI's `@EnvironmentObject`.
///
/// SwiftUI traps when no ancestor supplied the object; a render here cannot
/// recover from that either, so reading it without one stops with a message
/// naming the type (check with `isPresent` where it may be absent).
@propertyWrapper @dynamicMemberLookup
public struct EnvironmentObject<ObjectType: ObservableObject> {
    /// Reads the object of this type an ancestor placed in the environment.
    public init() {}

    /// The object; stops with a message naming the type when no ancestor supplied one.
    public var wrappedValue: ObjectType {
        let stored = EnvironmentValues.current.environmentObjects[ObjectIdentifier(ObjectType.self)]
        guard let object = stored as? ObjectType else {
            fatalError(
                "No ObservableObject of type \(ObjectType.self) found. A View.environmentObject(_:) for "
                    + "\(ObjectType.self) may be missing as an ancestor of this view."
            )
        }
        ObservedObjectRecorder.record(object)
        return object
    }

    /// Whether an ancestor supplied the object (Darkroom addition).
    public var isPresent: Bool {
        EnvironmentValues.current.environmentObjects[ObjectIdentifier(ObjectType.self)] is ObjectType
    }

    /// A wrapper for bindings to the object's properties (`$model.name`).
    public var projectedValue: Wrapper { Wrapper(object: wrappedValue) }

    /// The projected value of an environment object, which makes bindings to its properties.
    @dynamicMemberLookup
    public struct Wrapper {
        let object: ObjectType
        /// A binding to a property of the object (`$model.name`).
        public subscript<Subject>(dynamicMember keyPath: ReferenceWritableKeyPath<ObjectType, Subject>) -> Binding<
            Subject
        > {
            let object = self.object
            return Binding(get: { object[keyPath: keyPath] }, set: { object[keyPath: keyPath] = $0 })
        }
    }

    /// A binding to a property of the object (`$model.name`).
    public subscript<Subject>(dynamicMember keyPath: ReferenceWritableKeyPath<ObjectType, Subject>) -> Binding<Subject>
    {
        projectedValue[dynamicMember: keyPath]
    }
}

private struct EnvironmentObjectsKey: EnvironmentKey {
    static var defaultValue: [ObjectIdentifier: AnyObject] { [:] }
}

extension EnvironmentValues {
    /// Objects supplied with `.environmentObject(_:)`, by type.
    var environmentObjects: [ObjectIdentifier: AnyObject] {
        get { self[EnvironmentObjectsKey.self] }
        set { self[EnvironmentObjectsKey.self] = newValue }
    }
}

nonisolated extension View {
    /// Supplies an observable object to this view's subtree, for `@EnvironmentObject`.
    public func environmentObject<T: ObservableObject>(_ object: T) -> some View {
        transformEnvironment { $0.environmentObjects[ObjectIdentifier(T.self)] = object }
    }
}
