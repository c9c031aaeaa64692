// Modifiers: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// u71eb0ba985 View.foregroundColor(_: Color?)
@MainActor func use_71eb0ba985<Self_: View>(_ subject: Self_, _ generics: (Self_).Type) {
    _ = subject.foregroundColor(sample() as Color?) as any View
}

// ucebc142b84 Text.foregroundColor(_: Color?)
@MainActor func use_cebc142b84(_ subject: Text) {
    let _: Text = subject.foregroundColor(sample() as Color?)
}
