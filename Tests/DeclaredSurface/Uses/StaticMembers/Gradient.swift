// Static members: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// ud9c4a55418 static Gradient.ColorSpace.device
@MainActor func use_d9c4a55418() {
    let _: Gradient.ColorSpace = Gradient.ColorSpace.device
}

// ub6969fb2e8 static Gradient.ColorSpace.perceptual
@MainActor func use_b6969fb2e8() {
    let _: Gradient.ColorSpace = Gradient.ColorSpace.perceptual
}
