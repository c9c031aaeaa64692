// Modifiers: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// u774e0c0bd8 View.monospaced(_: Bool)
@MainActor func use_774e0c0bd8<Self_: View>(_ subject: Self_, _ generics: (Self_).Type) {
    _ = subject.monospaced(sample() as Bool) as any View
    _ = subject.monospaced() as any View
}

// udc0cbe6f8a Text.monospaced(_: Bool)
@MainActor func use_dc0cbe6f8a(_ subject: Text) {
    let _: Text = subject.monospaced(sample() as Bool)
    let _: Text = subject.monospaced()
}
