// Static members: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// u518c47f5c0 ColorScheme.light
@MainActor func use_518c47f5c0() {
    let _: ColorScheme = .light
}

// u550c23baf1 ColorScheme.dark
@MainActor func use_550c23baf1() {
    let _: ColorScheme = .dark
}

// udc7208c556 static ColorScheme.allCases
@MainActor func use_dc7208c556() {
    let _: [ColorScheme] = ColorScheme.allCases
}
