// Modifiers: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// u673cca0621 View.bold(_: Bool)
@MainActor func use_673cca0621<Self_: View>(_ subject: Self_, _ generics: (Self_).Type) {
    _ = subject.bold(sample() as Bool) as any View
    _ = subject.bold() as any View
}

// ue379572af5 Text.bold()
@MainActor func use_e379572af5(_ subject: Text) {
    let _: Text = subject.bold()
}

// ud44071d2eb Text.bold(_: Bool)
@MainActor func use_d44071d2eb(_ subject: Text) {
    let _: Text = subject.bold(sample() as Bool)
}
