import Foundation

/// The appearance and behaviour of a form. On iOS every built-in style draws grouped sections; a style of your
/// own is not applied by `formStyle(_:)` in a render (its forms draw grouped sections too).
public protocol FormStyle {
    /// The type of view the style makes.
    associatedtype Body: View
    /// The properties of a form.
    typealias Configuration = FormStyleConfiguration
    /// Makes the view of a form with this style.
    @ViewBuilder func makeBody(configuration: Self.Configuration) -> Self.Body
}
/// The platform default: grouped sections.
public struct AutomaticFormStyle: FormStyle {
    /// The style.
    public init() {}
    /// The form's grouped sections.
    public func makeBody(configuration: AutomaticFormStyle.Configuration) -> some View { Form(configuration) }
}
/// Grouped sections.
public struct GroupedFormStyle: FormStyle {
    /// The style.
    public init() {}
    /// The form's grouped sections.
    public func makeBody(configuration: GroupedFormStyle.Configuration) -> some View { Form(configuration) }
}
/// Labels and controls in columns on macOS; grouped sections on iOS and here.
public struct ColumnsFormStyle: FormStyle {
    /// The style.
    public init() {}
    /// The form's grouped sections.
    public func makeBody(configuration: ColumnsFormStyle.Configuration) -> some View { Form(configuration) }
}
extension FormStyle where Self == AutomaticFormStyle {
    /// The platform default: grouped sections.
    public static var automatic: AutomaticFormStyle { .init() }
}
extension FormStyle where Self == GroupedFormStyle {
    /// Grouped sections.
    public static var grouped: GroupedFormStyle { .init() }
}
extension FormStyle where Self == ColumnsFormStyle {
    /// Labels and controls in columns on macOS; grouped sections on iOS and here.
    public static var columns: ColumnsFormStyle { .init() }
}

nonisolated extension View {
    /// Sets the style for forms in this view (all draw grouped sections on iOS).
    public func formStyle<S: FormStyle>(_ style: S) -> some View { self }
}
