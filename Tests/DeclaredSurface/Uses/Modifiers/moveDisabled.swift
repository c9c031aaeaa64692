// Modifiers: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// u18bae3d7e2 View.moveDisabled(_: Bool)
@MainActor func use_18bae3d7e2<Self_: View>(_ subject: Self_, _ generics: (Self_).Type) {
    _ = subject.moveDisabled(sample() as Bool) as any View
}
