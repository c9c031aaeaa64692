// Modifiers: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// u1aedb11e1a View.scrollTarget(isEnabled: Bool)
@MainActor func use_1aedb11e1a<Self_: View>(_ subject: Self_, _ generics: (Self_).Type) {
    _ = subject.scrollTarget(isEnabled: sample() as Bool) as any View
    _ = subject.scrollTarget() as any View
}
