// Modifiers: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// u624efe9faf View.scaleEffect(_: CGSize, anchor: UnitPoint)
@MainActor func use_624efe9faf<Self_: View>(_ subject: Self_, _ generics: (Self_).Type) {
    _ = subject.scaleEffect(sample() as CGSize, anchor: sample() as UnitPoint) as any View
    _ = subject.scaleEffect(sample() as CGSize) as any View
}

// u9e52adacb0 View.scaleEffect(_: CGFloat, anchor: UnitPoint)
@MainActor func use_9e52adacb0<Self_: View>(_ subject: Self_, _ generics: (Self_).Type) {
    _ = subject.scaleEffect(sample() as CGFloat, anchor: sample() as UnitPoint) as any View
    _ = subject.scaleEffect(sample() as CGFloat) as any View
}

// u0e04672dea View.scaleEffect(x: CGFloat, y: CGFloat, anchor: UnitPoint)
@MainActor func use_0e04672dea<Self_: View>(_ subject: Self_, _ generics: (Self_).Type) {
    _ = subject.scaleEffect(x: sample() as CGFloat, y: sample() as CGFloat, anchor: sample() as UnitPoint) as any View
    _ = subject.scaleEffect() as any View
}
