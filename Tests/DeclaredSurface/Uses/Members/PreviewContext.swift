// Members: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// ub09150a80e PreviewContext.subscript<Key>(_: Key.Type) where Key : PreviewContextKey
@MainActor func use_b09150a80e<Self_: PreviewContext, Key: PreviewContextKey>(
    _ subject: Self_,
    _ generics: (Self_, Key).Type
) {
    let _: Key.Value = subject[sample() as Key.Type]
}
