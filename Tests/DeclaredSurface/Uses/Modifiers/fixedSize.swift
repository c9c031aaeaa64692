// Modifiers: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// u4ccdc57163 View.fixedSize(horizontal: Bool, vertical: Bool)
@MainActor func use_4ccdc57163<Self_: View>(_ subject: Self_, _ generics: (Self_).Type) {
    _ = subject.fixedSize(horizontal: sample() as Bool, vertical: sample() as Bool) as any View
}

// u1bbe3506f4 View.fixedSize()
@MainActor func use_1bbe3506f4<Self_: View>(_ subject: Self_, _ generics: (Self_).Type) {
    _ = subject.fixedSize() as any View
}
