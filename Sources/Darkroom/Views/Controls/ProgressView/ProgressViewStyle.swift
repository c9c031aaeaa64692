import Foundation

/// The appearance of every progress view in a view hierarchy.
///
/// Main-actor isolated as in SwiftUI; Darkroom calls `makeBody(configuration:)` off the main actor as it
/// evaluates `View.body` (see `MainActorIsolation`).
@MainActor @preconcurrency
public protocol ProgressViewStyle {
    /// The view a style makes for a progress view.
    associatedtype Body: View
    /// The properties of the progress view being drawn.
    typealias Configuration = ProgressViewStyleConfiguration
    /// The view for a progress view with `configuration`.
    @ViewBuilder func makeBody(configuration: Self.Configuration) -> Self.Body
}

/// The properties of a progress view a style draws from.
public struct ProgressViewStyleConfiguration {
    /// A type-erased label of a progress view.
    nonisolated public struct Label: View {
        let content: AnyView
        init(_ content: AnyView) { self.content = content }
        public var body: some View { content }
    }
    /// A type-erased label of a progress view's current value.
    nonisolated public struct CurrentValueLabel: View {
        let content: AnyView
        init(_ content: AnyView) { self.content = content }
        public var body: some View { content }
    }
    /// How much of the task is done, from 0 to 1; `nil` when the progress is indeterminate.
    public let fractionCompleted: Double?
    /// The progress view's label, if it has one.
    public var label: ProgressViewStyleConfiguration.Label?
    /// The label of the current value, if the progress view has one.
    public var currentValueLabel: ProgressViewStyleConfiguration.CurrentValueLabel?
}

/// A progress view style in the environment, erased.
struct ProgressViewStyleBox: @unchecked Sendable {
    let makeBody: (ProgressViewStyleConfiguration) -> AnyView
    static let automatic = ProgressViewStyleBox { AnyView(DefaultProgressBody(configuration: $0, tint: nil)) }
}

private struct ProgressViewStyleKey: EnvironmentKey { static let defaultValue = ProgressViewStyleBox.automatic }
extension EnvironmentValues {
    var progressViewStyleBox: ProgressViewStyleBox {
        get { self[ProgressViewStyleKey.self] }
        set { self[ProgressViewStyleKey.self] = newValue }
    }
}

nonisolated extension View {
    /// Sets the style for progress views within this view: each draws the style's `makeBody(configuration:)`.
    public func progressViewStyle<S: ProgressViewStyle>(_ style: S) -> some View {
        let makeBody = MainActorIsolation.nonisolated { (input: (S, ProgressViewStyleConfiguration)) in
            AnyView(input.0.makeBody(configuration: input.1))
        }
        return environment(\.progressViewStyleBox, ProgressViewStyleBox { makeBody((style, $0)) })
    }
}
