// Members: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// u7ce2f9bb44 PreviewContext.subscript<Key>(key: Key.Type) where Key : PreviewContextKey
@MainActor func use_7ce2f9bb44<Self_: PreviewContext, Key: PreviewContextKey>(
    _ subject: Self_,
    _ generics: (Key).Type
) {
    let _: Key.Value = subject[key: sample() as Key.Type]
}
