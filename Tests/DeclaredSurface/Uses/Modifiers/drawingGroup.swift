// Modifiers: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// u282b43be1d View.drawingGroup(opaque: Bool, colorMode: ColorRenderingMode)
@MainActor func use_282b43be1d<Self_: View>(_ subject: Self_, _ generics: (Self_).Type) {
    _ = subject.drawingGroup(opaque: sample() as Bool, colorMode: sample() as ColorRenderingMode) as any View
    _ = subject.drawingGroup() as any View
}
