// Conformances: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// u4ad7973335 AccessibilityHeadingLevel: Equatable
@MainActor func use_4ad7973335() {
    _ = AccessibilityHeadingLevel.self
    func accept<T: Equatable>(_ type: T.Type) {}
    accept(AccessibilityHeadingLevel.self)
}

// uc433f0d86a AccessibilityHeadingLevel: Hashable
@MainActor func use_c433f0d86a() {
    _ = AccessibilityHeadingLevel.self
    func accept<T: Hashable>(_ type: T.Type) {}
    accept(AccessibilityHeadingLevel.self)
}

// u0adfc9e994 AccessibilityHeadingLevel: RawRepresentable
@MainActor func use_0adfc9e994() {
    _ = AccessibilityHeadingLevel.self
    func accept<T: RawRepresentable>(_ type: T.Type) {}
    accept(AccessibilityHeadingLevel.self)
}

// u5089a2d67f AccessibilityHeadingLevel: Sendable
@MainActor func use_5089a2d67f() {
    _ = AccessibilityHeadingLevel.self
    func accept<T: Sendable>(_ type: T.Type) {}
    accept(AccessibilityHeadingLevel.self)
}
