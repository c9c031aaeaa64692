import Foundation

/// The appearance and behaviour of a form. On iOS every style draws grouped sections.
public protocol FormStyle {}
/// The platform default: grouped sections.
public struct AutomaticFormStyle: FormStyle {
    /// The style.
    public init() {}
}
/// Grouped sections.
public struct GroupedFormStyle: FormStyle {
    /// The style.
    public init() {}
}
/// Labels and controls in columns on macOS; grouped sections on iOS and here.
public struct ColumnsFormStyle: FormStyle {
    /// The style.
    public init() {}
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
