// Modifiers: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// ud97445949a View.font(_: Font?)
@MainActor func use_d97445949a<Self_: View>(_ subject: Self_, _ generics: (Self_).Type) {
    _ = subject.font(sample() as Font?) as any View
}

// u237cd5643e Text.font(_: Font?)
@MainActor func use_237cd5643e(_ subject: Text) {
    let _: Text = subject.font(sample() as Font?)
}
