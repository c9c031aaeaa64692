// Modifiers: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// uc1c989a445 Image.antialiased(_: Bool)
@MainActor func use_c1c989a445(_ subject: Image) {
    let _: Image = subject.antialiased(sample() as Bool)
}
