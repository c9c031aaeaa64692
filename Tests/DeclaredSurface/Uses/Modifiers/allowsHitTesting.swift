// Modifiers: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// uc7845c0f10 View.allowsHitTesting(_: Bool)
@MainActor func use_c7845c0f10<Self_: View>(_ subject: Self_, _ generics: (Self_).Type) {
    _ = subject.allowsHitTesting(sample() as Bool) as any View
}
