// Initializers: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// u66dad6193b EmptyModifier.init()
@MainActor func use_66dad6193b() {
    let _: EmptyModifier = EmptyModifier()
}
