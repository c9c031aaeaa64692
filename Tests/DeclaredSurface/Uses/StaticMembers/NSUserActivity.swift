// Static members: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// u6491b7b2c7 NSUserActivity.TypedPayloadError.invalidContent
@MainActor func use_6491b7b2c7() {
    let _: NSUserActivity.TypedPayloadError = .invalidContent
}

// uf386b4af07 NSUserActivity.TypedPayloadError.encodingError
@MainActor func use_f386b4af07() {
    let _: NSUserActivity.TypedPayloadError = .encodingError
}
