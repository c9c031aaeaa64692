import Foundation

/// A table's look, as SwiftUI's `TableStyle`.
///
/// On iOS the built-in styles draw a table the same way in a still frame (see `Table`); `makeBody` of a style of
/// your own gets the table as drawn in `configuration` and may wrap it.
public protocol TableStyle {
    /// The type of view the style makes.
    associatedtype Body: View
    /// The properties of a table.
    typealias Configuration = TableStyleConfiguration
    /// Makes the view of a table with this style.
    @ViewBuilder func makeBody(configuration: Self.Configuration) -> Self.Body
}

/// The properties of a table a style draws, as SwiftUI's `TableStyleConfiguration` (opaque, as there).
nonisolated public struct TableStyleConfiguration {
    let table: AnyView
}

/// The platform's table look.
nonisolated public struct AutomaticTableStyle: TableStyle {
    /// Creates the platform's table style.
    public init() {}
    /// The table as `Table` draws it.
    public func makeBody(configuration: AutomaticTableStyle.Configuration) -> some View { configuration.table }
}

/// The inset table look.
nonisolated public struct InsetTableStyle: TableStyle {
    /// Creates the inset table style.
    public init() {}
    /// The table as `Table` draws it.
    public func makeBody(configuration: InsetTableStyle.Configuration) -> some View { configuration.table }
}

extension TableStyle where Self == AutomaticTableStyle {
    /// The platform's table look.
    public static var automatic: AutomaticTableStyle { AutomaticTableStyle() }
}

extension TableStyle where Self == InsetTableStyle {
    /// The inset table look.
    public static var inset: InsetTableStyle { InsetTableStyle() }
}

nonisolated extension View {
    /// Sets the style of tables in this view: the built-in styles draw as described on `Table`; a style of your
    /// own is not applied in a render (its tables draw as the automatic style's).
    public func tableStyle<S: TableStyle>(_ style: S) -> some View { self }
}
