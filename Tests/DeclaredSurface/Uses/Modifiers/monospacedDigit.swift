// Modifiers: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// ud5b2b27559 View.monospacedDigit()
@MainActor func use_d5b2b27559<Self_: View>(_ subject: Self_, _ generics: (Self_).Type) {
    _ = subject.monospacedDigit() as any View
}

// uebe63784f4 Text.monospacedDigit()
@MainActor func use_ebe63784f4(_ subject: Text) {
    let _: Text = subject.monospacedDigit()
}
