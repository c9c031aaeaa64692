// Types: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// ua180b4c3c0 AccessibilityZoomGestureAction
@MainActor func use_a180b4c3c0() {
    let _: Any.Type = AccessibilityZoomGestureAction.self
}

// ueaf925bd97 AccessibilityZoomGestureAction.Direction
@MainActor func use_eaf925bd97() {
    let _: Any.Type = AccessibilityZoomGestureAction.Direction.self
}
