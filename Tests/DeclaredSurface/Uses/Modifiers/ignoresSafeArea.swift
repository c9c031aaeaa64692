// Modifiers: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// u7819fdc374 View.ignoresSafeArea(_: SafeAreaRegions, edges: Edge.Set)
@MainActor func use_7819fdc374<Self_: View>(_ subject: Self_, _ generics: (Self_).Type) {
    _ = subject.ignoresSafeArea(sample() as SafeAreaRegions, edges: sample() as Edge.Set) as any View
    _ = subject.ignoresSafeArea() as any View
}
