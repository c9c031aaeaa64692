// Modifiers: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// u0fceb50da7 Image.interpolation(_: Image.Interpolation)
@MainActor func use_0fceb50da7(_ subject: Image) {
    let _: Image = subject.interpolation(sample() as Image.Interpolation)
}
