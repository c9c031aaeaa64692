import Foundation

/// The appearance and interaction of every toggle in a view hierarchy.
///
/// Main-actor isolated as in SwiftUI; Darkroom calls `makeBody(configuration:)` off the main actor as it
/// evaluates `View.body` (see `MainActorIsolation`).
@MainActor @preconcurrency
public protocol ToggleStyle {
    /// The view a style makes for a toggle.
    associatedtype Body: View
    /// The properties of the toggle being drawn.
    typealias Configuration = ToggleStyleConfiguration
    /// The view for a toggle with `configuration`; a render draws it in its current state.
    @ViewBuilder func makeBody(configuration: Self.Configuration) -> Self.Body
}

/// The properties of a toggle a style draws from.
public struct ToggleStyleConfiguration {
    /// A type-erased label of a toggle.
    nonisolated public struct Label: View {
        let content: AnyView
        init(_ content: AnyView) { self.content = content }
        public var body: some View { content }
    }
    /// The toggle's label, to place in the style's body.
    public let label: ToggleStyleConfiguration.Label
    /// Whether the toggle is on; setting it writes through the toggle's binding.
    @Binding public var isOn: Bool
    /// Whether the toggle stands for several values, some on and some off.
    public var isMixed: Bool

    init(label: Label, isOn: Binding<Bool>, isMixed: Bool) {
        self.label = label
        _isOn = isOn
        self.isMixed = isMixed
    }
}

/// A toggle style in the environment, erased.
struct ToggleStyleBox: @unchecked Sendable {
    let makeBody: (ToggleStyleConfiguration) -> AnyView
    static let automatic = ToggleStyleBox { AnyView(SwitchToggleBody(configuration: $0, tint: nil)) }
}

private struct ToggleStyleKey: EnvironmentKey { static let defaultValue = ToggleStyleBox.automatic }
extension EnvironmentValues {
    var toggleStyleBox: ToggleStyleBox {
        get { self[ToggleStyleKey.self] }
        set { self[ToggleStyleKey.self] = newValue }
    }
}

nonisolated extension View {
    /// Sets the style for toggles within this view: each toggle draws the style's `makeBody(configuration:)`.
    public func toggleStyle<S: ToggleStyle>(_ style: S) -> some View {
        let makeBody = MainActorIsolation.nonisolated { (input: (S, ToggleStyleConfiguration)) in
            AnyView(input.0.makeBody(configuration: input.1))
        }
        return environment(\.toggleStyleBox, ToggleStyleBox { makeBody((style, $0)) })
    }
}

/// iOS's switch row: the label at the leading edge and the 51 × 31 switch at the trailing edge.
nonisolated struct SwitchToggleBody: View {
    let configuration: ToggleStyleConfiguration
    let tint: Color?
    @Environment(\.tint) private var environmentTint
    @Environment(\.labelsHidden) private var labelsHidden
    @Environment(\.isEnabled) private var isEnabled
    var body: some View {
        HStack {
            if !labelsHidden {
                configuration.label
                Spacer()
            }
            // A disabled switch is drawn at half opacity, its label unchanged.
            SwitchTrack(isOn: configuration.isOn, onColor: tint ?? environmentTint ?? .green)
                .opacity(isEnabled ? 1 : 0.5)
        }
        .formRowCompact(31)
    }
}
