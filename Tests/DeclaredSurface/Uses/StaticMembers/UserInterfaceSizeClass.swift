// Static members: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// u07d4b0f40f UserInterfaceSizeClass.compact
@MainActor func use_07d4b0f40f() {
    let _: UserInterfaceSizeClass = .compact
}

// u6a9838da15 UserInterfaceSizeClass.regular
@MainActor func use_6a9838da15() {
    let _: UserInterfaceSizeClass = .regular
}
