// Modifiers: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// u844df25025 View.hoverEffect(_: HoverEffect)
@MainActor func use_844df25025<Self_: View>(_ subject: Self_, _ generics: (Self_).Type) {
    _ = subject.hoverEffect(sample() as HoverEffect) as any View
    _ = subject.hoverEffect() as any View
}

// u6af06c89a0 View.hoverEffect(_: HoverEffect, isEnabled: Bool)
@MainActor func use_6af06c89a0<Self_: View>(_ subject: Self_, _ generics: (Self_).Type) {
    _ = subject.hoverEffect(sample() as HoverEffect, isEnabled: sample() as Bool) as any View
    _ = subject.hoverEffect() as any View
}
