// Static members: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// u026d6dee81 static KeyboardShortcut.Localization.automatic
@MainActor func use_026d6dee81() {
    let _: KeyboardShortcut.Localization = KeyboardShortcut.Localization.automatic
}

// ueac8e1db86 static KeyboardShortcut.Localization.withoutMirroring
@MainActor func use_eac8e1db86() {
    let _: KeyboardShortcut.Localization = KeyboardShortcut.Localization.withoutMirroring
}

// u80fa658a42 static KeyboardShortcut.Localization.custom
@MainActor func use_80fa658a42() {
    let _: KeyboardShortcut.Localization = KeyboardShortcut.Localization.custom
}

// u29cdcd366b static KeyboardShortcut.defaultAction
@MainActor func use_29cdcd366b() {
    let _: KeyboardShortcut = KeyboardShortcut.defaultAction
}

// u574c97ffdd static KeyboardShortcut.cancelAction
@MainActor func use_574c97ffdd() {
    let _: KeyboardShortcut = KeyboardShortcut.cancelAction
}
