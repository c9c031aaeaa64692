// Types: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// u5c35e2c388 NavigationPath
@MainActor func use_5c35e2c388() {
    let _: Any.Type = NavigationPath.self
}

// uc61db95e2b NavigationPath.CodableRepresentation
@MainActor func use_c61db95e2b() {
    let _: Any.Type = NavigationPath.CodableRepresentation.self
}
