// Members: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// u8f0533ed9c StateObject.wrappedValue
@MainActor func use_8f0533ed9c<ObjectType: ObservableObject>(
    _ subject: StateObject<ObjectType>,
    _ generics: (ObjectType).Type
) {
    let _: ObjectType = subject.wrappedValue
}

// u190913c83e StateObject.projectedValue
@MainActor func use_190913c83e<ObjectType: ObservableObject>(
    _ subject: StateObject<ObjectType>,
    _ generics: (ObjectType).Type
) {
    let _: ObservedObject<ObjectType>.Wrapper = subject.projectedValue
}
