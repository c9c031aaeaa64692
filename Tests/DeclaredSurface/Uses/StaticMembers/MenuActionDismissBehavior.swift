// Static members: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// u2b24b17f8d static MenuActionDismissBehavior.automatic
@MainActor func use_2b24b17f8d() {
    let _: MenuActionDismissBehavior = MenuActionDismissBehavior.automatic
}

// u8effb9a787 static MenuActionDismissBehavior.enabled
@MainActor func use_8effb9a787() {
    let _: MenuActionDismissBehavior = MenuActionDismissBehavior.enabled
}

// u7cdaee4a97 static MenuActionDismissBehavior.disabled
@MainActor func use_7cdaee4a97() {
    let _: MenuActionDismissBehavior = MenuActionDismissBehavior.disabled
}
