// Members: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// u15f99560a0 AccessibilityZoomGestureAction.direction
@MainActor func use_15f99560a0(_ subject: AccessibilityZoomGestureAction) {
    let _: AccessibilityZoomGestureAction.Direction = subject.direction
}

// uecbc6c5362 AccessibilityZoomGestureAction.location
@MainActor func use_ecbc6c5362(_ subject: AccessibilityZoomGestureAction) {
    let _: UnitPoint = subject.location
}

// ud680108318 AccessibilityZoomGestureAction.point
@MainActor func use_d680108318(_ subject: AccessibilityZoomGestureAction) {
    let _: CGPoint = subject.point
}
