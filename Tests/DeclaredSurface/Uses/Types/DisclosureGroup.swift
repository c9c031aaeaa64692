// Types: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// ub0d1c7d685 DisclosureGroup
@MainActor func use_b0d1c7d685<Label: View, Content: View>(_ generics: (Label, Content).Type) {
    let _: Any.Type = DisclosureGroup<Label, Content>.self
}
