// Modifiers: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// uc180093bf3 View.saturation(_: Double)
@MainActor func use_c180093bf3<Self_: View>(_ subject: Self_, _ generics: (Self_).Type) {
    _ = subject.saturation(sample() as Double) as any View
}
