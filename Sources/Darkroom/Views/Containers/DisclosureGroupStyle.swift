import Foundation

/// The appearance of every disclosure group in a view hierarchy.
///
/// Main-actor isolated as in SwiftUI; Darkroom calls `makeBody(configuration:)` off the main actor as it
/// evaluates `View.body` (see `MainActorIsolation`).
@MainActor @preconcurrency
public protocol DisclosureGroupStyle {
    /// The view a style makes for a disclosure group.
    associatedtype Body: View
    /// The properties of the disclosure group being drawn.
    typealias Configuration = DisclosureGroupStyleConfiguration
    /// The view for a disclosure group with `configuration`.
    @ViewBuilder func makeBody(configuration: Self.Configuration) -> Self.Body
}

/// The properties of a disclosure group a style draws from.
public struct DisclosureGroupStyleConfiguration {
    /// A type-erased label of a disclosure group.
    nonisolated public struct Label: View {
        let content: AnyView
        init(_ content: AnyView) { self.content = content }
        public var body: some View { content }
    }
    /// A type-erased content of a disclosure group.
    nonisolated public struct Content: View {
        let content: AnyView
        init(_ content: AnyView) { self.content = content }
        public var body: some View { content }
    }
    /// The group's label.
    public let label: DisclosureGroupStyleConfiguration.Label
    /// The views shown when the group is expanded.
    public let content: DisclosureGroupStyleConfiguration.Content
    /// Whether the group is expanded.
    @Binding public var isExpanded: Bool

    init(label: Label, content: Content, isExpanded: Binding<Bool>) {
        self.label = label; self.content = content; _isExpanded = isExpanded
    }
}

/// A disclosure group style in the environment, erased; `nil` draws the default look.
struct DisclosureGroupStyleBox: @unchecked Sendable {
    let makeBody: (DisclosureGroupStyleConfiguration) -> AnyView
}
private struct DisclosureGroupStyleKey: EnvironmentKey { static let defaultValue: DisclosureGroupStyleBox? = nil }
extension EnvironmentValues {
    var disclosureGroupStyleBox: DisclosureGroupStyleBox? {
        get { self[DisclosureGroupStyleKey.self] }
        set { self[DisclosureGroupStyleKey.self] = newValue }
    }
}

/// The default disclosure group look: the label with a tinted chevron at the trailing edge, the content
/// below it when expanded.
nonisolated public struct AutomaticDisclosureGroupStyle: DisclosureGroupStyle {
    /// The default look.
    public init() {}
    /// The default look for `configuration`.
    public func makeBody(configuration: Configuration) -> some View {
        DisclosureGroupBody(label: configuration.label, content: configuration.content,
                            isExpanded: configuration.isExpanded)
    }
}
extension DisclosureGroupStyle where Self == AutomaticDisclosureGroupStyle {
    /// The default disclosure group look.
    public static var automatic: AutomaticDisclosureGroupStyle { .init() }
}

extension View {
    /// Sets the style for disclosure groups within this view: the automatic style draws iOS's look, any other
    /// style its `makeBody(configuration:)`.
    nonisolated public func disclosureGroupStyle<S: DisclosureGroupStyle>(_ style: S) -> some View {
        let makeBody = MainActorIsolation.nonisolated { (input: (S, DisclosureGroupStyleConfiguration)) in
            AnyView(input.0.makeBody(configuration: input.1))
        }
        return environment(\.disclosureGroupStyleBox, style is AutomaticDisclosureGroupStyle ? nil :
            DisclosureGroupStyleBox { makeBody((style, $0)) })
    }
}
