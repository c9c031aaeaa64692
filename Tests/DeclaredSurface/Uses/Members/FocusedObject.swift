// Members: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// ue683cc4e80 FocusedObject.Wrapper.subscript<T>(dynamicMember: ReferenceWritableKeyPath<ObjectType, T>)
@MainActor func use_e683cc4e80<ObjectType: ObservableObject, T>(
    _ subject: FocusedObject<ObjectType>.Wrapper,
    _ generics: (ObjectType, T).Type
) {
    let _: Binding<T> = subject[dynamicMember: sample() as ReferenceWritableKeyPath<ObjectType, T>]
}

// u85b2458377 FocusedObject.wrappedValue
@MainActor func use_85b2458377<ObjectType: ObservableObject>(
    _ subject: FocusedObject<ObjectType>,
    _ generics: (ObjectType).Type
) {
    let _: ObjectType? = subject.wrappedValue
}

// ua844ad8d65 FocusedObject.projectedValue
@MainActor func use_a844ad8d65<ObjectType: ObservableObject>(
    _ subject: FocusedObject<ObjectType>,
    _ generics: (ObjectType).Type
) {
    let _: FocusedObject<ObjectType>.Wrapper? = subject.projectedValue
}
