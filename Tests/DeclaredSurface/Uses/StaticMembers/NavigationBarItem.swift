// Static members: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// u691a981f98 NavigationBarItem.TitleDisplayMode.automatic
@MainActor func use_691a981f98() {
    let _: NavigationBarItem.TitleDisplayMode = .automatic
}

// u4c32573b68 NavigationBarItem.TitleDisplayMode.inline
@MainActor func use_4c32573b68() {
    let _: NavigationBarItem.TitleDisplayMode = .inline
}

// u3899ca970a NavigationBarItem.TitleDisplayMode.large
@MainActor func use_3899ca970a() {
    let _: NavigationBarItem.TitleDisplayMode = .large
}
