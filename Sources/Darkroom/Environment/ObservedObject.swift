import Foundation
import OpenCombine

/// A property wrapper that subscribes to an observable object, as SwiftUI's
/// `@ObservedObject`. Reading it while an `ImageRenderer` renders makes the
/// renderer watch the object: a change then marks the image out of date.
@propertyWrapper @dynamicMemberLookup
public struct ObservedObject<ObjectType: ObservableObject> {
    private var object: ObjectType

    /// Observes `wrappedValue`.
    public init(wrappedValue: ObjectType) { object = wrappedValue }
    /// Observes `initialValue` (the older spelling).
    public init(initialValue: ObjectType) { object = initialValue }

    /// The observed object; setting it observes another object.
    public var wrappedValue: ObjectType {
        get {
            ObservedObjectRecorder.record(object)
            return object
        }
        set { object = newValue }
    }

    /// Bindings to the object's properties (`$model.name`), as SwiftUI's `ObservedObject.Wrapper`.
    public var projectedValue: ObservedObject<ObjectType>.Wrapper { Wrapper(object: wrappedValue) }

    /// A binding to a property of the object (`$model.name`).
    public subscript<Subject>(dynamicMember keyPath: ReferenceWritableKeyPath<ObjectType, Subject>) -> Binding<Subject>
    {
        projectedValue[dynamicMember: keyPath]
    }

    /// What `$model` is: bindings to the observed object's properties.
    @dynamicMemberLookup
    public struct Wrapper {
        let object: ObjectType
        /// A binding to a property of the object (`$model.name`).
        public subscript<Subject>(dynamicMember keyPath: ReferenceWritableKeyPath<ObjectType, Subject>)
            -> Binding<Subject> {
            let object = object
            return Binding(get: { object[keyPath: keyPath] }, set: { object[keyPath: keyPath] = $0 })
        }
    }
}
