import Foundation

// Sections that can collapse. iOS collapses a section only in a sidebar-style list; Darkroom draws the
// inset-grouped look, where a section shows its rows whatever the binding holds.

extension Section where Parent: View, Content: View, Footer == EmptyView {
    /// A collapsible section with a header view; its rows are drawn (see above).
    public init(isExpanded: Binding<Bool>, @ViewBuilder content: () -> Content, @ViewBuilder header: () -> Parent) {
        self.init(content: content, header: header)
    }
}

extension Section where Parent == Text, Content: View, Footer == EmptyView {
    /// A collapsible section with a localized title; its rows are drawn (see above).
    public init(_ titleKey: LocalizedStringKey, isExpanded: Binding<Bool>, @ViewBuilder content: () -> Content) {
        self.init(titleKey, content: content)
    }
    /// A collapsible section with a string title; its rows are drawn (see above).
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, isExpanded: Binding<Bool>, @ViewBuilder content: () -> Content) {
        self.init(title, content: content)
    }
}
