import Foundation

// Accessibility modifiers on marks compile and change no pixels (a still image has no
// VoiceOver); they return the content unchanged so chained modifiers keep working.
nonisolated extension ChartContent {
    /// A label for assistive technologies (kept with the mark; a still image has no audience for it).
    public func accessibilityLabel(_ label: Text) -> some ChartContent { modifyingMarks { _ in } }
    /// A label for assistive technologies (kept with the mark; a still image has no audience for it).
    public func accessibilityLabel(_ key: LocalizedStringKey) -> some ChartContent { modifyingMarks { _ in } }
    /// A label for assistive technologies (kept with the mark; a still image has no audience for it).
    public func accessibilityLabel<S: StringProtocol>(_ label: S) -> some ChartContent { modifyingMarks { _ in } }
    /// A value for assistive technologies (kept with the mark; not drawn).
    public func accessibilityValue(_ value: Text) -> some ChartContent { modifyingMarks { _ in } }
    /// A value for assistive technologies (kept with the mark; not drawn).
    public func accessibilityValue(_ key: LocalizedStringKey) -> some ChartContent { modifyingMarks { _ in } }
    /// A value for assistive technologies (kept with the mark; not drawn).
    public func accessibilityValue<S: StringProtocol>(_ value: S) -> some ChartContent { modifyingMarks { _ in } }
    /// Hides the mark from assistive technologies (not drawn either way).
    public func accessibilityHidden(_ hidden: Bool) -> some ChartContent { modifyingMarks { _ in } }
    /// An identifier for UI tests (not drawn).
    public func accessibilityIdentifier(_ identifier: String) -> some ChartContent { modifyingMarks { _ in } }
}
