// Conformances: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// ucad8abc746 NSUserActivity.TypedPayloadError: Equatable
@MainActor func use_cad8abc746() {
    _ = NSUserActivity.TypedPayloadError.self
    func accept<T: Equatable>(_ type: T.Type) {}
    accept(NSUserActivity.TypedPayloadError.self)
}

// u12db9e71e4 NSUserActivity.TypedPayloadError: Hashable
@MainActor func use_12db9e71e4() {
    _ = NSUserActivity.TypedPayloadError.self
    func accept<T: Hashable>(_ type: T.Type) {}
    accept(NSUserActivity.TypedPayloadError.self)
}
