// Modifiers: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// u7461f1f435 View.scenePadding(_: Edge.Set)
@MainActor func use_7461f1f435<Self_: View>(_ subject: Self_, _ generics: (Self_).Type) {
    _ = subject.scenePadding(sample() as Edge.Set) as any View
    _ = subject.scenePadding() as any View
}

// u0621f71618 View.scenePadding(_: ScenePadding, edges: Edge.Set)
@MainActor func use_0621f71618<Self_: View>(_ subject: Self_, _ generics: (Self_).Type) {
    _ = subject.scenePadding(sample() as ScenePadding, edges: sample() as Edge.Set) as any View
    _ = subject.scenePadding(sample() as ScenePadding) as any View
}
