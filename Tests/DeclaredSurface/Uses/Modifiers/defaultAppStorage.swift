// Modifiers: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// ud740428ced View.defaultAppStorage(_: UserDefaults)
@MainActor func use_d740428ced<Self_: View>(_ subject: Self_, _ generics: (Self_).Type) {
    _ = subject.defaultAppStorage(sample() as UserDefaults) as any View
}
