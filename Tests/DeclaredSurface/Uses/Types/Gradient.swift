// Types: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// u27026030d0 Gradient.ColorSpace
@MainActor func use_27026030d0() {
    let _: Any.Type = Gradient.ColorSpace.self
}

// u36463cf838 Gradient
@MainActor func use_36463cf838() {
    let _: Any.Type = Gradient.self
}

// u4e2098b8d3 Gradient.Stop
@MainActor func use_4e2098b8d3() {
    let _: Any.Type = Gradient.Stop.self
}
