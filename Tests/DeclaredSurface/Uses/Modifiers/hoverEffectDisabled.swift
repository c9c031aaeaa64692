// Modifiers: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// uce1ed15ab9 View.hoverEffectDisabled(_: Bool)
@MainActor func use_ce1ed15ab9<Self_: View>(_ subject: Self_, _ generics: (Self_).Type) {
    _ = subject.hoverEffectDisabled(sample() as Bool) as any View
    _ = subject.hoverEffectDisabled() as any View
}
