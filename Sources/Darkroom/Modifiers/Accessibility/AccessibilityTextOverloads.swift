import Foundation

// The label, hint, value and action-name spellings SwiftUI declares beside the plain-string ones: a localized
// key, any string, a `Text`. A rendered image has no accessibility tree, so each draws the view as it is.

nonisolated extension View {
    /// The label assistive technologies read; no effect on the picture.
    public func accessibilityLabel(_ labelKey: LocalizedStringKey) -> some View { self }
    /// The label assistive technologies read; no effect on the picture.
    public func accessibilityLabel<S: StringProtocol>(_ label: S) -> some View { self }
    /// What activating the view does, for assistive technologies; no effect on the picture.
    public func accessibilityHint(_ hint: Text) -> some View { self }
    /// What activating the view does, for assistive technologies; no effect on the picture.
    public func accessibilityHint(_ hintKey: LocalizedStringKey) -> some View { self }
    /// What activating the view does, for assistive technologies; no effect on the picture.
    public func accessibilityHint<S: StringProtocol>(_ hint: S) -> some View { self }
    /// The view's value for assistive technologies; no effect on the picture.
    public func accessibilityValue(_ valueDescription: Text) -> some View { self }
    /// The view's value for assistive technologies; no effect on the picture.
    public func accessibilityValue(_ valueKey: LocalizedStringKey) -> some View { self }
    /// The view's value for assistive technologies; no effect on the picture.
    public func accessibilityValue<S: StringProtocol>(_ value: S) -> some View { self }
    /// Names Voice Control accepts for the view; no effect on the picture.
    public func accessibilityInputLabels(_ inputLabelKeys: [LocalizedStringKey]) -> some View { self }
    /// Names Voice Control accepts for the view; no effect on the picture.
    public func accessibilityInputLabels<S: StringProtocol>(_ inputLabels: [S]) -> some View { self }
    /// A named action assistive technologies can perform; never run in a render.
    public func accessibilityAction(named nameKey: LocalizedStringKey, _ handler: @escaping () -> Void)
        -> some View
    { self }
    /// A named action assistive technologies can perform; never run in a render.
    public func accessibilityAction<S: StringProtocol>(named name: S, _ handler: @escaping () -> Void)
        -> some View
    { self }
    /// An action named by a view, for assistive technologies; never run, and the label is not drawn.
    public func accessibilityAction<Label: View>(action: @escaping () -> Void, @ViewBuilder label: () -> Label)
        -> some View
    { self }
    /// Several actions for assistive technologies, written as buttons; none is drawn or run.
    public func accessibilityActions<Content: View>(@ViewBuilder _ content: () -> Content) -> some View { self }
}

nonisolated extension Text {
    /// The label assistive technologies read instead of the text; the text is drawn as it is.
    public func accessibilityLabel(_ label: Text) -> Text { self }
    /// The label assistive technologies read instead of the text; the text is drawn as it is.
    public func accessibilityLabel(_ labelKey: LocalizedStringKey) -> Text { self }
    /// The label assistive technologies read instead of the text; the text is drawn as it is.
    public func accessibilityLabel<S: StringProtocol>(_ label: S) -> Text { self }
    /// Marks the text as a heading of `level`; the text is drawn as it is.
    public func accessibilityHeading(_ level: AccessibilityHeadingLevel) -> Text { self }
}
