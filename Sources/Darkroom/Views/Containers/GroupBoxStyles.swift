import Foundation

/// The appearance of every group box in a view hierarchy.
///
/// Main-actor isolated as in SwiftUI; Darkroom calls `makeBody(configuration:)` off the main actor as it
/// evaluates `View.body` (see `MainActorIsolation`).
@MainActor @preconcurrency
public protocol GroupBoxStyle {
    /// The view a style makes for a group box.
    associatedtype Body: View
    /// The properties of the group box being drawn.
    typealias Configuration = GroupBoxStyleConfiguration
    /// The view for a group box with `configuration`.
    @ViewBuilder func makeBody(configuration: Self.Configuration) -> Self.Body
}

/// The properties of a group box a style draws from.
public struct GroupBoxStyleConfiguration {
    /// A type-erased label of a group box.
    nonisolated public struct Label: View {
        let content: AnyView
        init(_ content: AnyView) { self.content = content }
        public var body: some View { content }
    }
    /// A type-erased content of a group box.
    nonisolated public struct Content: View {
        let content: AnyView
        init(_ content: AnyView) { self.content = content }
        public var body: some View { content }
    }
    /// The group box's label.
    public let label: GroupBoxStyleConfiguration.Label
    /// The views the group box holds.
    public let content: GroupBoxStyleConfiguration.Content
}

/// A group box style in the environment, erased; `nil` draws the default look.
struct GroupBoxStyleBox: @unchecked Sendable {
    let makeBody: (GroupBoxStyleConfiguration) -> AnyView
}
private struct GroupBoxStyleKey: EnvironmentKey { static let defaultValue: GroupBoxStyleBox? = nil }
extension EnvironmentValues {
    var groupBoxStyleBox: GroupBoxStyleBox? {
        get { self[GroupBoxStyleKey.self] }
        set { self[GroupBoxStyleKey.self] = newValue }
    }
}

/// The default group-box look: the label in the headline style above the content, on a rounded rectangle
/// of the secondary system background.
nonisolated public struct DefaultGroupBoxStyle: GroupBoxStyle {
    /// The default group-box look.
    public init() {}
    /// The default look for `configuration`.
    public func makeBody(configuration: Configuration) -> some View {
        GroupBoxBody(label: configuration.label, content: configuration.content)
    }
}
extension GroupBoxStyle where Self == DefaultGroupBoxStyle {
    /// The default group-box look.
    public static var automatic: Self { Self() }
}

extension View {
    /// Sets the style for group boxes within this view: the default style draws iOS's look, any other style
    /// its `makeBody(configuration:)`.
    nonisolated public func groupBoxStyle<S: GroupBoxStyle>(_ style: S) -> some View {
        let makeBody = MainActorIsolation.nonisolated { (input: (S, GroupBoxStyleConfiguration)) in
            AnyView(input.0.makeBody(configuration: input.1))
        }
        return environment(\.groupBoxStyleBox, style is DefaultGroupBoxStyle ? nil : GroupBoxStyleBox {
            makeBody((style, $0))
        })
    }
}
