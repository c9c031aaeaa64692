// Modifiers: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// u2d971134f0 View.accessibilityShowsLargeContentViewer<V>(_: () -> V) where V : View
@MainActor func use_2d971134f0<Self_: View, V: View>(_ subject: Self_, _ generics: (Self_, V).Type) {
    _ = subject.accessibilityShowsLargeContentViewer(sample() as () -> V) as any View
    _ = subject.accessibilityShowsLargeContentViewer({ Text(""); Text("") })
}

// ucd1bccbabe View.accessibilityShowsLargeContentViewer()
@MainActor func use_cd1bccbabe<Self_: View>(_ subject: Self_, _ generics: (Self_).Type) {
    _ = subject.accessibilityShowsLargeContentViewer() as any View
}
