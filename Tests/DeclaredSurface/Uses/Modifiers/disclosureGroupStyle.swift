// Modifiers: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// u2060d8a847 View.disclosureGroupStyle<S>(_: S) where S : DisclosureGroupStyle
@MainActor func use_2060d8a847<Self_: View, S: DisclosureGroupStyle>(_ subject: Self_, _ generics: (Self_, S).Type) {
    _ = subject.disclosureGroupStyle(sample() as S) as any View
}
