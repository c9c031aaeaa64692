// Static members: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// ubd613bc413 static ButtonRole.destructive
@MainActor func use_bd613bc413() {
    let _: ButtonRole = ButtonRole.destructive
}

// u06a08f78d5 static ButtonRole.cancel
@MainActor func use_06a08f78d5() {
    let _: ButtonRole = ButtonRole.cancel
}
