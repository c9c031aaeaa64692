// Modifiers: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// uf5da2e3f9b View.gaugeStyle<S>(_: S) where S : GaugeStyle
@MainActor func use_f5da2e3f9b<Self_: View, S: GaugeStyle>(_ subject: Self_, _ generics: (Self_, S).Type) {
    _ = subject.gaugeStyle(sample() as S) as any View
}
