// Types: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// ub969680a49 Alert
@MainActor func use_b969680a49() {
    let _: Any.Type = Alert.self
}

// u76490c9c8c Alert.Button
@MainActor func use_76490c9c8c() {
    let _: Any.Type = Alert.Button.self
}
