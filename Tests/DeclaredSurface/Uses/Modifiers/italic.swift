// Modifiers: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// u3415a8a45e View.italic(_: Bool)
@MainActor func use_3415a8a45e<Self_: View>(_ subject: Self_, _ generics: (Self_).Type) {
    _ = subject.italic(sample() as Bool) as any View
    _ = subject.italic() as any View
}

// u5891ea021d Text.italic()
@MainActor func use_5891ea021d(_ subject: Text) {
    let _: Text = subject.italic()
}

// udc220c4264 Text.italic(_: Bool)
@MainActor func use_dc220c4264(_ subject: Text) {
    let _: Text = subject.italic(sample() as Bool)
}
