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
