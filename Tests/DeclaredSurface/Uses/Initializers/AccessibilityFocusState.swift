// Initializers: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// u5af44e257d AccessibilityFocusState.init() where Value == Bool
private struct Wrapper_5af44e257d {
    @AccessibilityFocusState var value: Bool
}

// u1befa1aac8 AccessibilityFocusState.init(for: AccessibilityTechnologies) where Value == Bool
private struct Wrapper_1befa1aac8 {
    @AccessibilityFocusState(for: sample() as AccessibilityTechnologies) var value: Bool
}

// u70c224cd7e AccessibilityFocusState.init<T>() where Value == T?, T : Hashable
private struct Wrapper_70c224cd7e<T: Hashable> {
    @AccessibilityFocusState var value: T?
}

// udf8d30ffbc AccessibilityFocusState.init<T>(for: AccessibilityTechnologies) where Value == T?, T : Hashable
private struct Wrapper_df8d30ffbc<T: Hashable> {
    @AccessibilityFocusState(for: sample() as AccessibilityTechnologies) var value: T?
}
