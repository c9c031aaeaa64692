import Foundation

// Accessibility modifiers on marks compile and change no pixels (a still image has no
// VoiceOver); they return the content unchanged so chained modifiers keep working.
nonisolated extension ChartContent {
    public func accessibilityLabel(_ label: Text) -> some ChartContent { modifyingMarks { _ in } }
    public func accessibilityLabel(_ key: LocalizedStringKey) -> some ChartContent { modifyingMarks { _ in } }
    public func accessibilityLabel<S: StringProtocol>(_ label: S) -> some ChartContent { modifyingMarks { _ in } }
    public func accessibilityValue(_ value: Text) -> some ChartContent { modifyingMarks { _ in } }
    public func accessibilityValue(_ key: LocalizedStringKey) -> some ChartContent { modifyingMarks { _ in } }
    public func accessibilityValue<S: StringProtocol>(_ value: S) -> some ChartContent { modifyingMarks { _ in } }
    public func accessibilityHidden(_ hidden: Bool) -> some ChartContent { modifyingMarks { _ in } }
    public func accessibilityIdentifier(_ identifier: String) -> some ChartContent { modifyingMarks { _ in } }
}
