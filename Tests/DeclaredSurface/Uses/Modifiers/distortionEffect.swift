// Modifiers: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// u002d004759 View.distortionEffect(_: Shader, maxSampleOffset: CGSize, isEnabled: Bool)
@MainActor func use_002d004759<Self_: View>(_ subject: Self_, _ generics: (Self_).Type) {
    _ = subject.distortionEffect(
        sample() as Shader,
        maxSampleOffset: sample() as CGSize,
        isEnabled: sample() as Bool
    ) as any View
    _ = subject.distortionEffect(sample() as Shader, maxSampleOffset: sample() as CGSize) as any View
}
