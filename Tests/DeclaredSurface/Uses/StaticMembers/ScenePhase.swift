// Static members: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// u74b5f7eeff ScenePhase.background
@MainActor func use_74b5f7eeff() {
    let _: ScenePhase = .background
}

// u8442a5cbfa ScenePhase.inactive
@MainActor func use_8442a5cbfa() {
    let _: ScenePhase = .inactive
}

// u5fffe1dd0a ScenePhase.active
@MainActor func use_5fffe1dd0a() {
    let _: ScenePhase = .active
}
