// Types: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// uaa5db7d822 Slider
@MainActor func use_aa5db7d822<Label: View, ValueLabel: View>(_ generics: (Label, ValueLabel).Type) {
    let _: Any.Type = Slider<Label, ValueLabel>.self
}
