// Modifiers: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// u102aeabbbe View.fontDesign(_: Font.Design?)
@MainActor func use_102aeabbbe<Self_: View>(_ subject: Self_, _ generics: (Self_).Type) {
    _ = subject.fontDesign(sample() as Font.Design?) as any View
}

// uf868a4aeba Text.fontDesign(_: Font.Design?)
@MainActor func use_f868a4aeba(_ subject: Text) {
    let _: Text = subject.fontDesign(sample() as Font.Design?)
}
