// Static members: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// u2eda1ec933 ColorSchemeContrast.standard
@MainActor func use_2eda1ec933() {
    let _: ColorSchemeContrast = .standard
}

// ub24fd2015e ColorSchemeContrast.increased
@MainActor func use_b24fd2015e() {
    let _: ColorSchemeContrast = .increased
}

// u4fbe395e1f static ColorSchemeContrast.allCases
@MainActor func use_4fbe395e1f() {
    let _: [ColorSchemeContrast] = ColorSchemeContrast.allCases
}
