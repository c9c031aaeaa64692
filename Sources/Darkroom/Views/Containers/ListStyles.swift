import Foundation

/// How a `List` or `Form` draws its rows.
enum ListLook: Sendable, Equatable {
    /// iOS's default: grey background, white rounded sections inset from the edges.
    case insetGrouped
    /// Sections as full-width white bands on grey.
    case grouped
    /// White background, full-width rows.
    case plain
}

private struct ListLookKey: EnvironmentKey { static let defaultValue: ListLook? = nil }
private struct InGroupedContainerKey: EnvironmentKey { static let defaultValue = false }

extension EnvironmentValues {
    /// The list look set with `listStyle(_:)`; nil is the platform default.
    var listLook: ListLook? { get { self[ListLookKey.self] } set { self[ListLookKey.self] = newValue } }
    /// True while a `List`'s or `Form`'s rows are resolved: sections become list
    /// sections and controls take their row look.
    var isInGroupedContainer: Bool {
        get { self[InGroupedContainerKey.self] }
        set { self[InGroupedContainerKey.self] = newValue }
    }
}

/// A protocol that describes the behaviour and appearance of a list.
public protocol ListStyle {}
/// How a style maps to a look (internal so the look type stays internal).
protocol ListLookProviding { var look: ListLook? { get } }
/// The platform default: inset grouped on iPhone.
public struct DefaultListStyle: ListStyle, ListLookProviding {
    /// The style.
    public init() {}
    var look: ListLook? { nil }
}
/// Full-width rows on a white background.
public struct PlainListStyle: ListStyle, ListLookProviding {
    /// The style.
    public init() {}
    var look: ListLook? { .plain }
}
/// Sections as full-width white bands on grey.
public struct GroupedListStyle: ListStyle, ListLookProviding {
    /// The style.
    public init() {}
    var look: ListLook? { .grouped }
}
/// White rounded sections inset from the edges, on grey.
public struct InsetGroupedListStyle: ListStyle, ListLookProviding {
    /// The style.
    public init() {}
    var look: ListLook? { .insetGrouped }
}
/// Plain rows inset from the edges on iOS; Darkroom draws it as `.plain`.
public struct InsetListStyle: ListStyle, ListLookProviding {
    /// The style.
    public init() {}
    var look: ListLook? { .plain }
}
/// A sidebar; drawn as `.insetGrouped`, as on iPhone.
public struct SidebarListStyle: ListStyle, ListLookProviding {
    /// The style.
    public init() {}
    var look: ListLook? { .insetGrouped }
}
extension ListStyle where Self == DefaultListStyle {
    /// The platform default: inset grouped on iPhone.
    public static var automatic: DefaultListStyle { .init() }
}
extension ListStyle where Self == PlainListStyle {
    /// Full-width rows on a white background.
    public static var plain: PlainListStyle { .init() }
}
extension ListStyle where Self == GroupedListStyle {
    /// Sections as full-width white bands on grey.
    public static var grouped: GroupedListStyle { .init() }
}
extension ListStyle where Self == InsetGroupedListStyle {
    /// White rounded sections inset from the edges, on grey.
    public static var insetGrouped: InsetGroupedListStyle { .init() }
}
extension ListStyle where Self == InsetListStyle {
    /// Plain rows inset from the edges on iOS; Darkroom draws it as `.plain`.
    public static var inset: InsetListStyle { .init() }
}
extension ListStyle where Self == SidebarListStyle {
    /// A sidebar; drawn as `.insetGrouped`, as on iPhone.
    public static var sidebar: SidebarListStyle { .init() }
}

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

/// The visibility of a UI element (`listRowSeparator(.hidden)`).
public enum Visibility: Hashable, CaseIterable, Sendable {
    /// The platform's choice.
    case automatic
    /// Shown.
    case visible
    /// Hidden.
    case hidden
}

enum ListRowSeparatorKey: LayoutValueKey { static let defaultValue = Visibility.automatic }
enum ListRowInsetsKey: LayoutValueKey { static let defaultValue: EdgeInsets? = nil }
enum ListRowBackgroundKey: LayoutValueKey { static var defaultValue: LayoutNode? { nil } }

nonisolated extension View {
    /// Sets the style for lists within this view.
    public func listStyle<S: ListStyle>(_ style: S) -> some View {
        let look = (style as? ListLookProviding)?.look
        return transformEnvironment { $0.listLook = look }
    }
    /// Sets the style for forms in this view (all draw grouped sections on iOS).
    public func formStyle<S: FormStyle>(_ style: S) -> some View { self }
    /// Shows or hides the separator below this list row.
    public func listRowSeparator(_ visibility: Visibility, edges: VerticalEdge.Set = .all) -> some View {
        layoutValue(key: ListRowSeparatorKey.self, value: visibility)
    }
    /// Sets the insets of this list row's content (default: the layout margin, 16 or 20 points, each side).
    public func listRowInsets(_ insets: EdgeInsets?) -> some View {
        layoutValue(key: ListRowInsetsKey.self, value: insets)
    }
    /// Places a view behind this list row, filling the row.
    public func listRowBackground<V: View>(_ view: V?) -> some View {
        nodeModifier { node, context in
            if let view {
                node.ownLayoutValues[ObjectIdentifier(ListRowBackgroundKey.self)] = Optional(
                    Resolver.node(view, context))
            }
            return node
        }
    }
    /// Sets the display mode for the separator of the section (accepted; sections draw no extra separators).
    public func listSectionSeparator(_ visibility: Visibility, edges: VerticalEdge.Set = .all) -> some View { self }
    /// Sets the tint of this row's separator (accepted; separators use the system separator colour).
    public func listRowSeparatorTint(_ color: Color?, edges: VerticalEdge.Set = .all) -> some View { self }
    /// Sets the spacing between list rows (accepted; inset-grouped rows touch).
    public func listRowSpacing(_ spacing: CGFloat?) -> some View { self }
    /// Sets the spacing between list sections (accepted).
    public func listSectionSpacing(_ spacing: CGFloat) -> some View { self }
    /// Sets the spacing between list sections (accepted).
    public func listSectionSpacing(_ spacing: ListSectionSpacing) -> some View { self }
    /// Sets the list's scroll-content background visibility (accepted: a static render draws the list's background).
    public func scrollContentBackground(_ visibility: Visibility) -> some View { self }
}

/// An edge on the vertical axis.
public enum VerticalEdge: Int8, CaseIterable, Hashable, Sendable {
    /// The top edge.
    case top
    /// The bottom edge.
    case bottom
    /// A set of vertical edges.
    public struct Set: OptionSet, Hashable, Sendable {
        /// The edges as bits.
        public let rawValue: Int8
        /// Edges from their bits.
        public init(rawValue: Int8) { self.rawValue = rawValue }
        /// The top edge.
        public static let top = Set(rawValue: 1)
        /// The bottom edge.
        public static let bottom = Set(rawValue: 2)
        /// Both edges.
        public static let all: Set = [.top, .bottom]
    }
}

/// The spacing between list sections.
public struct ListSectionSpacing: Sendable, Equatable {
    let value: CGFloat?
    /// The list style's own spacing.
    public static let `default` = ListSectionSpacing(value: nil)
    /// 20 points.
    public static let compact = ListSectionSpacing(value: 20)
    /// `spacing` points.
    public static func custom(_ spacing: CGFloat) -> ListSectionSpacing { ListSectionSpacing(value: spacing) }
}
