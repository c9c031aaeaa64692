// Modifiers: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// u9c4ae59f17 View.accessibilityActivationPoint(_: CGPoint)
@MainActor func use_9c4ae59f17<Self_: View>(_ subject: Self_, _ generics: (Self_).Type) {
    _ = subject.accessibilityActivationPoint(sample() as CGPoint) as any View
}

// ue25fd40d46 View.accessibilityActivationPoint(_: UnitPoint)
@MainActor func use_e25fd40d46<Self_: View>(_ subject: Self_, _ generics: (Self_).Type) {
    _ = subject.accessibilityActivationPoint(sample() as UnitPoint) as any View
}
