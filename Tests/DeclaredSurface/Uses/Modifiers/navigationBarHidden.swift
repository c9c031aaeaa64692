// Modifiers: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// u3f34ac96b8 View.navigationBarHidden(_: Bool)
@MainActor func use_3f34ac96b8<Self_: View>(_ subject: Self_, _ generics: (Self_).Type) {
    _ = subject.navigationBarHidden(sample() as Bool) as any View
}
