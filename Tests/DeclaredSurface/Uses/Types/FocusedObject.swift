// Types: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// ufe42706063 FocusedObject.Wrapper
@MainActor func use_fe42706063<ObjectType: ObservableObject>(_ generics: (ObjectType).Type) {
    let _: Any.Type = FocusedObject<ObjectType>.Wrapper.self
}
