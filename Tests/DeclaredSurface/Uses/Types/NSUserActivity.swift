// Types: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// u6a3a2cffb3 NSUserActivity.TypedPayloadError
@MainActor func use_6a3a2cffb3() {
    let _: Any.Type = NSUserActivity.TypedPayloadError.self
}
