// Static members: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// uef84674e4f AccessibilityHeadingLevel.unspecified
@MainActor func use_ef84674e4f() {
    let _: AccessibilityHeadingLevel = .unspecified
}

// uef1887c1fb AccessibilityHeadingLevel.h1
@MainActor func use_ef1887c1fb() {
    let _: AccessibilityHeadingLevel = .h1
}

// ufd52c7d72a AccessibilityHeadingLevel.h2
@MainActor func use_fd52c7d72a() {
    let _: AccessibilityHeadingLevel = .h2
}

// u077b9978ab AccessibilityHeadingLevel.h3
@MainActor func use_077b9978ab() {
    let _: AccessibilityHeadingLevel = .h3
}

// ub79ef73292 AccessibilityHeadingLevel.h4
@MainActor func use_b79ef73292() {
    let _: AccessibilityHeadingLevel = .h4
}

// u1800204622 AccessibilityHeadingLevel.h5
@MainActor func use_1800204622() {
    let _: AccessibilityHeadingLevel = .h5
}

// u0b6618133c AccessibilityHeadingLevel.h6
@MainActor func use_0b6618133c() {
    let _: AccessibilityHeadingLevel = .h6
}
