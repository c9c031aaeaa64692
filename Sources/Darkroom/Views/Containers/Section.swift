import Foundation

/// A container with an optional header and footer. In a `List` or `Form` it is
/// a grouped section; elsewhere its header, content and footer are laid out as
/// siblings, as in SwiftUI.
nonisolated public struct Section<Parent: View, Content: View, Footer: View>: View, MultiView {
    let header: Parent, content: Content, footer: Footer

    /// Creates a section with a header, footer and content.
    ///
    /// - Parameters:
    ///   - content: The section's rows.
    ///   - header: The section's header; in a `List` or `Form` it is upper-cased and secondary.
    ///   - footer: The section's footer; in a `List` or `Form` it is secondary, in the footnote style.
    public init(
        @ViewBuilder content: () -> Content, @ViewBuilder header: () -> Parent, @ViewBuilder footer: () -> Footer
    ) {
        self.content = content(); self.header = header(); self.footer = footer()
    }
    /// The pre-iOS 17 spelling.
    public init(header: Parent, footer: Footer, @ViewBuilder content: () -> Content) {
        self.header = header; self.footer = footer; self.content = content()
    }
    public var body: Never { primitiveBody("Section") }

    func makeChildren(_ context: ResolveContext) -> [LayoutNode] {
        if context.environment.isInLazyGrid {
            // In a lazy grid a section starts new lines: its header and footer span the grid.
            var inner = context
            inner.environment.isInLazyGrid = false
            return [
                ListSectionNode(
                    header: Resolver.children(of: header, inner), rows: Resolver.children(of: content, inner),
                    footer: Resolver.children(of: footer, inner))
            ]
        }
        guard context.environment.isInGroupedContainer else {
            return Resolver.children(of: header, context) + Resolver.children(of: content, context)
                + Resolver.children(of: footer, context)
        }
        // Headers and footers use the footnote style in the secondary colour; headers are upper-cased as on iOS.
        var decoration = context
        decoration.environment.font = .footnote
        decoration.environment.foregroundStyle = AnyShapeStyle(Color.secondary)
        decoration.stackAxis = nil
        var headerContext = decoration
        ListSection.uppercaseHeaders(&headerContext.environment)
        var rows = context
        rows.stackAxis = nil
        rows.environment.isInGroupedContainer = false
        return [ListSectionNode(header: Resolver.children(of: header, headerContext),
                                rows: Resolver.children(of: content, withRowContext(rows)),
                                footer: Resolver.children(of: footer, decoration))]
    }
}

/// Rows resolve as form rows (controls take their row look) but nested sections are plain again.
func withRowContext(_ context: ResolveContext) -> ResolveContext {
    var c = context
    c.environment.isFormRow = true
    c.environment.isBesideInFormRow = false
    return c
}

private struct FormRowKey: EnvironmentKey { static let defaultValue = false }
private struct LazyGridKey: EnvironmentKey { static let defaultValue = false }
private struct BesideInFormRowKey: EnvironmentKey { static let defaultValue = false }
extension EnvironmentValues {
    /// True for views resolved as rows of a `List` or `Form`: controls draw their row look.
    var isFormRow: Bool { get { self[FormRowKey.self] } set { self[FormRowKey.self] = newValue } }
    /// True for views in a horizontal stack inside a form row: a button there is not the row's own button.
    var isBesideInFormRow: Bool {
        get { self[BesideInFormRowKey.self] }
        set { self[BesideInFormRowKey.self] = newValue }
    }
    /// True while a lazy grid's direct content is resolved: sections start new lines.
    var isInLazyGrid: Bool { get { self[LazyGridKey.self] } set { self[LazyGridKey.self] = newValue } }
}

enum ListSection {
    /// Grouped-list headers are upper-cased on iOS unless the content sets its own `textCase`.
    static func uppercaseHeaders(_ env: inout EnvironmentValues) {
        if env.headerProminence == .increased {
            // An increased header is larger, semibold and primary, and keeps its case (iOS 15 and later).
            env.font = .title3.weight(.semibold)
            env.foregroundStyle = AnyShapeStyle(Color.primary)
            return
        }
        if env.textCase == nil { env.textCase = .uppercase }
    }
}

extension Section where Footer == EmptyView {
    /// Creates a section with a header and content.
    ///
    /// - Parameters:
    ///   - content: The section's rows.
    ///   - header: The section's header.
    public init(@ViewBuilder content: () -> Content, @ViewBuilder header: () -> Parent) {
        self.init(content: content, header: header, footer: { EmptyView() })
    }
    /// Creates a section with a header view and content (the pre-iOS 17 spelling).
    ///
    /// - Parameters:
    ///   - header: The section's header.
    ///   - content: The section's rows.
    public init(header: Parent, @ViewBuilder content: () -> Content) {
        self.init(header: header, footer: EmptyView(), content: content)
    }
}
extension Section where Parent == EmptyView {
    /// Creates a section with a footer and content.
    ///
    /// - Parameters:
    ///   - content: The section's rows.
    ///   - footer: The section's footer.
    public init(@ViewBuilder content: () -> Content, @ViewBuilder footer: () -> Footer) {
        self.init(content: content, header: { EmptyView() }, footer: footer)
    }
    /// Creates a section with a footer view and content (the pre-iOS 17 spelling).
    ///
    /// - Parameters:
    ///   - footer: The section's footer.
    ///   - content: The section's rows.
    public init(footer: Footer, @ViewBuilder content: () -> Content) {
        self.init(header: EmptyView(), footer: footer, content: content)
    }
}
extension Section where Parent == EmptyView, Footer == EmptyView {
    /// Creates a section with content only.
    ///
    /// - Parameter content: The section's rows.
    public init(@ViewBuilder content: () -> Content) {
        self.init(content: content, header: { EmptyView() }, footer: { EmptyView() })
    }
}
extension Section where Parent == Text, Footer == EmptyView {
    /// Creates a section whose header is a localized title.
    ///
    /// - Parameters:
    ///   - titleKey: The key of the header's title.
    ///   - content: The section's rows.
    public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: () -> Content) {
        self.init(content: content, header: { Text(titleKey) }, footer: { EmptyView() })
    }
    /// Creates a section whose header is a string, shown verbatim.
    ///
    /// - Parameters:
    ///   - title: The header's title.
    ///   - content: The section's rows.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, @ViewBuilder content: () -> Content) {
        self.init(content: content, header: { Text(title) }, footer: { EmptyView() })
    }
}

/// A section's parts, collected by the list or lazy grid that lays it out. Anywhere
/// else (a section nested deeper inside a row) it lays its parts out as a VStack.
final class ListSectionNode: LayoutNode {
    let header: [LayoutNode], rows: [LayoutNode], footer: [LayoutNode]
    private let fallback: StackNode
    init(header: [LayoutNode], rows: [LayoutNode], footer: [LayoutNode]) {
        self.header = header; self.rows = rows; self.footer = footer
        fallback = StackNode(
            axis: .vertical, alignment: HorizontalAlignment.center, spacing: nil, children: header + rows + footer)
        super.init(name: "Section")
    }
    override func computeSize(_ p: ProposedViewSize) -> CGSize { fallback.sizeThatFits(p) }
    override func place(in rect: CGRect, proposal: ProposedViewSize) -> PlacedView {
        var placed = fallback.place(in: rect, proposal: proposal)
        placed.name = name
        placed.identifier = identifier
        return placed
    }
    override func explicitAlignment(_ key: AlignmentKey, size: CGSize) -> CGFloat? { fallback.guide(key, size: size) }
}
