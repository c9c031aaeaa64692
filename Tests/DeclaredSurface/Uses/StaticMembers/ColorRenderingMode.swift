// Static members: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// ue0bcbbd2ad ColorRenderingMode.nonLinear
@MainActor func use_e0bcbbd2ad() {
    let _: ColorRenderingMode = .nonLinear
}

// uabfd042c91 ColorRenderingMode.linear
@MainActor func use_abfd042c91() {
    let _: ColorRenderingMode = .linear
}

// u10bedafddf ColorRenderingMode.extendedLinear
@MainActor func use_10bedafddf() {
    let _: ColorRenderingMode = .extendedLinear
}
