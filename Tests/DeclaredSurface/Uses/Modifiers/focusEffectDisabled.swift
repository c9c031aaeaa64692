// Modifiers: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// ud01feea6f1 View.focusEffectDisabled(_: Bool)
@MainActor func use_d01feea6f1<Self_: View>(_ subject: Self_, _ generics: (Self_).Type) {
    _ = subject.focusEffectDisabled(sample() as Bool) as any View
    _ = subject.focusEffectDisabled() as any View
}
