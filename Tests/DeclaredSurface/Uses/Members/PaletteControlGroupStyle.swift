// Members: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// ub9e87b740e PaletteControlGroupStyle.makeBody(configuration: PaletteControlGroupStyle.Configuration)
@MainActor func use_b9e87b740e(_ subject: PaletteControlGroupStyle) {
    _ = subject.makeBody(configuration: sample() as PaletteControlGroupStyle.Configuration) as any View
}
