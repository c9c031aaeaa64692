// Modifiers: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// u417da2cac1 View.scrollPosition(id: Binding<(some Hashable)?>)
@MainActor func use_417da2cac1<Self_: View, Opaque1: Hashable>(_ subject: Self_, _ generics: (Self_, Opaque1).Type) {
    _ = subject.scrollPosition(id: sample() as Binding<(Opaque1)?>) as any View
}

// u6f7c2ab6a1 View.scrollPosition(initialAnchor: UnitPoint?)
@MainActor func use_6f7c2ab6a1<Self_: View>(_ subject: Self_, _ generics: (Self_).Type) {
    _ = subject.scrollPosition(initialAnchor: sample() as UnitPoint?) as any View
}
