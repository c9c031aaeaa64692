// Types: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// u8f8c77e740 Anchor
@MainActor func use_8f8c77e740<Value>(_ generics: (Value).Type) {
    let _: Any.Type = Anchor<Value>.self
}

// uf43d9ebfad Anchor.Source
@MainActor func use_f43d9ebfad<Value>(_ generics: (Value).Type) {
    let _: Any.Type = Anchor<Value>.Source.self
}
