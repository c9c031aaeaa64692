// Static members: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// u6b72269e4f ControlSize.mini
@MainActor func use_6b72269e4f() {
    let _: ControlSize = .mini
}

// u4ad7d126d6 ControlSize.small
@MainActor func use_4ad7d126d6() {
    let _: ControlSize = .small
}

// u1c8fec6932 ControlSize.regular
@MainActor func use_1c8fec6932() {
    let _: ControlSize = .regular
}

// uabb165a0f7 ControlSize.large
@MainActor func use_abb165a0f7() {
    let _: ControlSize = .large
}

// ue595ed24ae static ControlSize.allCases
@MainActor func use_e595ed24ae() {
    let _: [ControlSize] = ControlSize.allCases
}
