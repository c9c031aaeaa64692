// Modifiers: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// u6c18ab0b1b View.help(_: LocalizedStringKey)
@MainActor func use_6c18ab0b1b<Self_: View>(_ subject: Self_, _ generics: (Self_).Type) {
    _ = subject.help(sample() as LocalizedStringKey) as any View
}

// u0b8a48d3c0 View.help(_: Text)
@MainActor func use_0b8a48d3c0<Self_: View>(_ subject: Self_, _ generics: (Self_).Type) {
    _ = subject.help(sample() as Text) as any View
}

// uce381fc972 View.help<S>(_: S) where S : StringProtocol
@MainActor func use_ce381fc972<Self_: View, S: StringProtocol>(_ subject: Self_, _ generics: (Self_, S).Type) {
    _ = subject.help(sample() as S) as any View
}
