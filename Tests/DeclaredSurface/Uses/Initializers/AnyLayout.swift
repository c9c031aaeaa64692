// Initializers: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// u8c5808ce33 AnyLayout.init<L>(_: L) where L : Layout
@MainActor func use_8c5808ce33<L: Layout>(_ generics: (L).Type) {
    let _: AnyLayout = AnyLayout(sample() as L)
}
