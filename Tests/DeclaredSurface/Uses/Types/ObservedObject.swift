// Types: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// u92a3a08e16 ObservedObject.Wrapper
@MainActor func use_92a3a08e16<ObjectType: ObservableObject>(_ generics: (ObjectType).Type) {
    let _: Any.Type = ObservedObject<ObjectType>.Wrapper.self
}
