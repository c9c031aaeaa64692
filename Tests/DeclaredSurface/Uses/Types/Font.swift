// Types: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// ub97c4d4cdd Font
@MainActor func use_b97c4d4cdd() {
    let _: Any.Type = Font.self
}

// u94cddce570 Font.TextStyle
@MainActor func use_94cddce570() {
    let _: Any.Type = Font.TextStyle.self
}

// u0993712681 Font.Weight
@MainActor func use_0993712681() {
    let _: Any.Type = Font.Weight.self
}

// uf0768ca104 Font.Width
@MainActor func use_f0768ca104() {
    let _: Any.Type = Font.Width.self
}

// u866e83fc1d Font.Leading
@MainActor func use_866e83fc1d() {
    let _: Any.Type = Font.Leading.self
}

// uf6ad4a3705 Font.Design
@MainActor func use_f6ad4a3705() {
    let _: Any.Type = Font.Design.self
}
