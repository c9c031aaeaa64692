import Foundation
import OpenCombine

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
    public var projectedValue: ObservedObject<ObjectType>.Wrapper {
        ObservedObject(wrappedValue: wrappedValue).projectedValue
    }

    /// A binding to a property of the object (`$model.name`).
    public subscript<Subject>(dynamicMember keyPath: ReferenceWritableKeyPath<ObjectType, Subject>) -> Binding<Subject>
    {
        projectedValue[dynamicMember: keyPath]
    }
}
