import Foundation

/// The appearance of every gauge in a view hierarchy.
///
/// Main-actor isolated as in SwiftUI; Darkroom calls `makeBody(configuration:)` off the main actor as it
/// evaluates `View.body` (see `MainActorIsolation`).
@MainActor @preconcurrency
public protocol GaugeStyle {
    /// The view a style makes for a gauge.
    associatedtype Body: View
    /// The properties of the gauge being drawn.
    typealias Configuration = GaugeStyleConfiguration
    /// The view for a gauge with `configuration`.
    @ViewBuilder func makeBody(configuration: Self.Configuration) -> Self.Body
}

/// The properties of a gauge a style draws from.
public struct GaugeStyleConfiguration {
    /// A type-erased label of a gauge's purpose.
    nonisolated public struct Label: View {
        let content: AnyView
        init(_ content: AnyView) { self.content = content }
        public var body: some View { content }
    }
    /// A type-erased label of a gauge's current value.
    nonisolated public struct CurrentValueLabel: View {
        let content: AnyView
        init(_ content: AnyView) { self.content = content }
        public var body: some View { content }
    }
    /// A type-erased label of a gauge's lower bound.
    nonisolated public struct MinimumValueLabel: View {
        let content: AnyView
        init(_ content: AnyView) { self.content = content }
        public var body: some View { content }
    }
    /// A type-erased label of a gauge's upper bound.
    nonisolated public struct MaximumValueLabel: View {
        let content: AnyView
        init(_ content: AnyView) { self.content = content }
        public var body: some View { content }
    }
    /// A type-erased label of a marked value.
    nonisolated public struct MarkedValueLabel: View {
        let content: AnyView
        init(_ content: AnyView) { self.content = content }
        public var body: some View { content }
    }
    /// The gauge's value as a fraction of its range, from 0 to 1.
    public var value: Double
    /// The view that describes the gauge's purpose.
    public var label: GaugeStyleConfiguration.Label
    /// The view that describes the current value, if any.
    public var currentValueLabel: GaugeStyleConfiguration.CurrentValueLabel?
    /// The view that describes the lower bound, if any.
    public var minimumValueLabel: GaugeStyleConfiguration.MinimumValueLabel?
    /// The view that describes the upper bound, if any.
    public var maximumValueLabel: GaugeStyleConfiguration.MaximumValueLabel?
}

/// A gauge style in the environment, erased; `nil` draws the default look.
struct GaugeStyleBox: @unchecked Sendable {
    let makeBody: (GaugeStyleConfiguration) -> AnyView
}
private struct GaugeStyleKey: EnvironmentKey { static let defaultValue: GaugeStyleBox? = nil }
extension EnvironmentValues {
    var gaugeStyleBox: GaugeStyleBox? {
        get { self[GaugeStyleKey.self] }
        set { self[GaugeStyleKey.self] = newValue }
    }
}

extension View {
    /// Sets the style for gauges within this view: the built-in styles draw the linear capacity look (see
    /// `Gauge`), any other style its `makeBody(configuration:)`.
    nonisolated public func gaugeStyle<S: GaugeStyle>(_ style: S) -> some View {
        let builtIn = style is DefaultGaugeStyle || style is LinearCapacityGaugeStyle
            || style is AccessoryCircularGaugeStyle || style is AccessoryCircularCapacityGaugeStyle
            || style is AccessoryLinearGaugeStyle || style is AccessoryLinearCapacityGaugeStyle
        let makeBody = MainActorIsolation.nonisolated { (input: (S, GaugeStyleConfiguration)) in
            AnyView(input.0.makeBody(configuration: input.1))
        }
        return environment(\.gaugeStyleBox, builtIn ? nil : GaugeStyleBox { makeBody((style, $0)) })
    }
}
