import Foundation
import OpenCombine

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
