// Modifiers: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// u6f1246f49f View.allowsTightening(_: Bool)
@MainActor func use_6f1246f49f<Self_: View>(_ subject: Self_, _ generics: (Self_).Type) {
    _ = subject.allowsTightening(sample() as Bool) as any View
}
