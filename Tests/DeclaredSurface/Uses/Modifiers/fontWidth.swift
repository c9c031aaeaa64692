// Modifiers: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// u79f2045697 View.fontWidth(_: Font.Width?)
@MainActor func use_79f2045697<Self_: View>(_ subject: Self_, _ generics: (Self_).Type) {
    _ = subject.fontWidth(sample() as Font.Width?) as any View
}

// u398c26a946 Text.fontWidth(_: Font.Width?)
@MainActor func use_398c26a946(_ subject: Text) {
    let _: Text = subject.fontWidth(sample() as Font.Width?)
}
