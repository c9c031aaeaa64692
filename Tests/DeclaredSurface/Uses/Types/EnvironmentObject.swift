// Types: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// ucf3483ad75 EnvironmentObject.Wrapper
@MainActor func use_cf3483ad75<ObjectType: ObservableObject>(_ generics: (ObjectType).Type) {
    let _: Any.Type = EnvironmentObject<ObjectType>.Wrapper.self
}
