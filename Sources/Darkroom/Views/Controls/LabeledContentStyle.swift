import Foundation

/// The appearance of every labeled content view in a view hierarchy.
///
/// Main-actor isolated as in SwiftUI; Darkroom calls `makeBody(configuration:)` off the main actor as it
/// evaluates `View.body` (see `MainActorIsolation`).
@MainActor @preconcurrency
public protocol LabeledContentStyle {
    /// The view a style makes for labeled content.
    associatedtype Body: View
    /// The properties of the labeled content being drawn.
    typealias Configuration = LabeledContentStyleConfiguration
    /// The view for labeled content with `configuration`.
    @ViewBuilder func makeBody(configuration: Self.Configuration) -> Self.Body
}

/// The properties of labeled content a style draws from.
public struct LabeledContentStyleConfiguration {
    /// A type-erased label.
    nonisolated public struct Label: View {
        let content: AnyView
        init(_ content: AnyView) { self.content = content }
        public var body: some View { content }
    }
    /// A type-erased value.
    nonisolated public struct Content: View {
        let content: AnyView
        init(_ content: AnyView) { self.content = content }
        public var body: some View { content }
    }
    /// The label.
    public let label: LabeledContentStyleConfiguration.Label
    /// The value.
    public let content: LabeledContentStyleConfiguration.Content
}

/// A labeled content style in the environment, erased; `nil` draws the default look.
struct LabeledContentStyleBox: @unchecked Sendable {
    let makeBody: (LabeledContentStyleConfiguration) -> AnyView
}
private struct LabeledContentStyleKey: EnvironmentKey { static let defaultValue: LabeledContentStyleBox? = nil }
extension EnvironmentValues {
    var labeledContentStyleBox: LabeledContentStyleBox? {
        get { self[LabeledContentStyleKey.self] }
        set { self[LabeledContentStyleKey.self] = newValue }
    }
}

/// The default look: the label at the leading edge, the value at the trailing edge in the secondary colour.
nonisolated public struct AutomaticLabeledContentStyle: LabeledContentStyle {
    /// The default look.
    public init() {}
    /// The default look for `configuration`.
    public func makeBody(configuration: Configuration) -> some View { LabeledContent(configuration) }
}
extension LabeledContentStyle where Self == AutomaticLabeledContentStyle {
    /// The default look.
    public static var automatic: AutomaticLabeledContentStyle { .init() }
}

extension View {
    /// Sets the style for labeled content within this view: the automatic style draws iOS's row, any other
    /// style its `makeBody(configuration:)`.
    nonisolated public func labeledContentStyle<S: LabeledContentStyle>(_ style: S) -> some View {
        let makeBody = MainActorIsolation.nonisolated { (input: (S, LabeledContentStyleConfiguration)) in
            AnyView(input.0.makeBody(configuration: input.1))
        }
        return environment(\.labeledContentStyleBox, style is AutomaticLabeledContentStyle ? nil :
            LabeledContentStyleBox { makeBody((style, $0)) })
    }
}
