// Members: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// u244442460c EnvironmentObject.Wrapper.subscript<Subject>(dynamicMember: ReferenceWritableKeyPath<ObjectType,
//   Subject>)
@MainActor func use_244442460c<ObjectType: ObservableObject, Subject>(
    _ subject: EnvironmentObject<ObjectType>.Wrapper,
    _ generics: (ObjectType, Subject).Type
) {
    let _: Binding<Subject> = subject[dynamicMember: sample() as ReferenceWritableKeyPath<ObjectType, Subject>]
}

// u1fc14f9b09 EnvironmentObject.wrappedValue
@MainActor func use_1fc14f9b09<ObjectType: ObservableObject>(
    _ subject: EnvironmentObject<ObjectType>,
    _ generics: (ObjectType).Type
) {
    let _: ObjectType = subject.wrappedValue
}

// u1dead858b3 EnvironmentObject.projectedValue
@MainActor func use_1dead858b3<ObjectType: ObservableObject>(
    _ subject: EnvironmentObject<ObjectType>,
    _ generics: (ObjectType).Type
) {
    let _: EnvironmentObject<ObjectType>.Wrapper = subject.projectedValue
}
