// Types: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// ud5e14b0635 Toggle
@MainActor func use_d5e14b0635<Label: View>(_ generics: (Label).Type) {
    let _: Any.Type = Toggle<Label>.self
}
