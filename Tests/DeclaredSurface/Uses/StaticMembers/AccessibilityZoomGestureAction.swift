// Static members: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// u118727d798 AccessibilityZoomGestureAction.Direction.zoomIn
@MainActor func use_118727d798() {
    let _: AccessibilityZoomGestureAction.Direction = .zoomIn
}

// ub209fc8eb0 AccessibilityZoomGestureAction.Direction.zoomOut
@MainActor func use_b209fc8eb0() {
    let _: AccessibilityZoomGestureAction.Direction = .zoomOut
}
