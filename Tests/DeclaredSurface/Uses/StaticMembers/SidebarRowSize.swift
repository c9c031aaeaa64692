// Static members: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// u7c9890ca07 SidebarRowSize.small
@MainActor func use_7c9890ca07() {
    let _: SidebarRowSize = .small
}

// uc599d2613a SidebarRowSize.medium
@MainActor func use_c599d2613a() {
    let _: SidebarRowSize = .medium
}

// ue398f03d1d SidebarRowSize.large
@MainActor func use_e398f03d1d() {
    let _: SidebarRowSize = .large
}
