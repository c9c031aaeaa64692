// Types: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// u9f14c7ef11 ProgressView
@MainActor func use_9f14c7ef11<Label: View, CurrentValueLabel: View>(_ generics: (Label, CurrentValueLabel).Type) {
    let _: Any.Type = ProgressView<Label, CurrentValueLabel>.self
}
