// Types: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// u1d0c8304ba Color
@MainActor func use_1d0c8304ba() {
    let _: Any.Type = Color.self
}

// u3381132c9f Color.Resolved
@MainActor func use_3381132c9f() {
    let _: Any.Type = Color.Resolved.self
}

// ud1feff7486 Color.RGBColorSpace
@MainActor func use_d1feff7486() {
    let _: Any.Type = Color.RGBColorSpace.self
}
