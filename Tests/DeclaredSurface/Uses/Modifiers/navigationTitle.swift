// Modifiers: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// ub943cf4209 View.navigationTitle(_: Text)
@MainActor func use_b943cf4209<Self_: View>(_ subject: Self_, _ generics: (Self_).Type) {
    _ = subject.navigationTitle(sample() as Text) as any View
}

// u8d574384d6 View.navigationTitle(_: LocalizedStringKey)
@MainActor func use_8d574384d6<Self_: View>(_ subject: Self_, _ generics: (Self_).Type) {
    _ = subject.navigationTitle(sample() as LocalizedStringKey) as any View
}

// uffb04e65fd View.navigationTitle<S>(_: S) where S : StringProtocol
@MainActor func use_ffb04e65fd<Self_: View, S: StringProtocol>(_ subject: Self_, _ generics: (Self_, S).Type) {
    _ = subject.navigationTitle(sample() as S) as any View
}

// u2cb0915d31 View.navigationTitle(_: Binding<String>)
@MainActor func use_2cb0915d31<Self_: View>(_ subject: Self_, _ generics: (Self_).Type) {
    _ = subject.navigationTitle(sample() as Binding<String>) as any View
}
