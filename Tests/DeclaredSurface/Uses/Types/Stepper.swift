// Types: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// ub6694adff4 Stepper
@MainActor func use_b6694adff4<Label: View>(_ generics: (Label).Type) {
    let _: Any.Type = Stepper<Label>.self
}
