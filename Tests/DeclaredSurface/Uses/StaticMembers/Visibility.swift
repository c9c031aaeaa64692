// Static members: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// u15e7df77b6 Visibility.automatic
@MainActor func use_15e7df77b6() {
    let _: Visibility = .automatic
}

// u991482b7dc Visibility.visible
@MainActor func use_991482b7dc() {
    let _: Visibility = .visible
}

// u0478ed6081 Visibility.hidden
@MainActor func use_0478ed6081() {
    let _: Visibility = .hidden
}

// u82a7e3109b static Visibility.allCases
@MainActor func use_82a7e3109b() {
    let _: [Visibility] = Visibility.allCases
}
