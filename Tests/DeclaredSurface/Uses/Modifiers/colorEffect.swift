// Modifiers: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// u8fb8514b4a View.colorEffect(_: Shader, isEnabled: Bool)
@MainActor func use_8fb8514b4a<Self_: View>(_ subject: Self_, _ generics: (Self_).Type) {
    _ = subject.colorEffect(sample() as Shader, isEnabled: sample() as Bool) as any View
    _ = subject.colorEffect(sample() as Shader) as any View
}
