// Types: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// u54a259749a UserInterfaceSizeClass
@MainActor func use_54a259749a() {
    let _: Any.Type = UserInterfaceSizeClass.self
}
