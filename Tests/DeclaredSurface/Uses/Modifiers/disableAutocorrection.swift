// Modifiers: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// ub90b703a87 View.disableAutocorrection(_: Bool?)
@MainActor func use_b90b703a87<Self_: View>(_ subject: Self_, _ generics: (Self_).Type) {
    _ = subject.disableAutocorrection(sample() as Bool?) as any View
}
