// Modifiers: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// u390b5c56fe View.listSectionSpacing(_: ListSectionSpacing)
@MainActor func use_390b5c56fe<Self_: View>(_ subject: Self_, _ generics: (Self_).Type) {
    _ = subject.listSectionSpacing(sample() as ListSectionSpacing) as any View
}

// uef60b2a549 View.listSectionSpacing(_: CGFloat)
@MainActor func use_ef60b2a549<Self_: View>(_ subject: Self_, _ generics: (Self_).Type) {
    _ = subject.listSectionSpacing(sample() as CGFloat) as any View
}
