// Members: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// u932611eb80 ObservedObject.Wrapper.subscript<Subject>(dynamicMember: ReferenceWritableKeyPath<ObjectType, Subject>)
@MainActor func use_932611eb80<ObjectType: ObservableObject, Subject>(
    _ subject: ObservedObject<ObjectType>.Wrapper,
    _ generics: (ObjectType, Subject).Type
) {
    let _: Binding<Subject> = subject[dynamicMember: sample() as ReferenceWritableKeyPath<ObjectType, Subject>]
}

// ua2acf6ea00 ObservedObject.wrappedValue
@MainActor func use_a2acf6ea00<ObjectType: ObservableObject>(
    _ subject: ObservedObject<ObjectType>,
    _ generics: (ObjectType).Type
) {
    var subject = subject
    let _: ObjectType = subject.wrappedValue
    subject.wrappedValue = sample() as ObjectType
}

// ufe38658ef5 ObservedObject.projectedValue
@MainActor func use_fe38658ef5<ObjectType: ObservableObject>(
    _ subject: ObservedObject<ObjectType>,
    _ generics: (ObjectType).Type
) {
    let _: ObservedObject<ObjectType>.Wrapper = subject.projectedValue
}
