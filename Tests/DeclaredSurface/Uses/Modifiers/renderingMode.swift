// Modifiers: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// u0e8f43b6cb Image.renderingMode(_: Image.TemplateRenderingMode?)
@MainActor func use_0e8f43b6cb(_ subject: Image) {
    let _: Image = subject.renderingMode(sample() as Image.TemplateRenderingMode?)
}
