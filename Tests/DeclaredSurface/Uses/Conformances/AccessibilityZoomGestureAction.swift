// Conformances: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// u670830af7d AccessibilityZoomGestureAction.Direction: Equatable
@MainActor func use_670830af7d() {
    _ = AccessibilityZoomGestureAction.Direction.self
    func accept<T: Equatable>(_ type: T.Type) {}
    accept(AccessibilityZoomGestureAction.Direction.self)
}

// u952539c42c AccessibilityZoomGestureAction.Direction: Hashable
@MainActor func use_952539c42c() {
    _ = AccessibilityZoomGestureAction.Direction.self
    func accept<T: Hashable>(_ type: T.Type) {}
    accept(AccessibilityZoomGestureAction.Direction.self)
}

// ucf9ad8aa5e AccessibilityZoomGestureAction.Direction: Sendable
@MainActor func use_cf9ad8aa5e() {
    _ = AccessibilityZoomGestureAction.Direction.self
    func accept<T: Sendable>(_ type: T.Type) {}
    accept(AccessibilityZoomGestureAction.Direction.self)
}
