import Foundation

/// A view that shows the progress toward completion of a task: a linear 4-point
/// track filled with the tint up to the value, or, without a value, iOS's
/// eight-spoke activity indicator (20 points).
nonisolated public struct ProgressView<Label: View, CurrentValueLabel: View>: View {
    let fraction: Double?
    let label: Label?
    let currentValueLabel: CurrentValueLabel?
    /// A progress view made from a style's configuration draws the system's look, not the style that made it.
    var systemLook = false
    /// An indeterminate progress view: the activity indicator.
    public init() where Label == EmptyView, CurrentValueLabel == EmptyView {
        fraction = nil; label = nil; currentValueLabel = nil
    }
    /// An indeterminate progress view with a label.
    public init(@ViewBuilder label: () -> Label) where CurrentValueLabel == EmptyView {
        fraction = nil; self.label = label(); currentValueLabel = nil
    }
    /// A bar filled to `value` out of `total`; a `nil` value shows the activity indicator.
    public init<V: BinaryFloatingPoint>(value: V?, total: V = 1.0)
    where Label == EmptyView, CurrentValueLabel == EmptyView {
        fraction = Self.fraction(value, total); label = nil; currentValueLabel = nil
    }
    /// A bar filled to `value` out of `total`, with a label.
    public init<V: BinaryFloatingPoint>(value: V?, total: V = 1.0, @ViewBuilder label: () -> Label)
    where CurrentValueLabel == EmptyView {
        fraction = Self.fraction(value, total); self.label = label(); currentValueLabel = nil
    }
    /// A bar filled to `value` out of `total`, with a label above it and a current-value label below it.
    public init<V: BinaryFloatingPoint>(value: V?, total: V = 1.0, @ViewBuilder label: () -> Label,
                                        @ViewBuilder currentValueLabel: () -> CurrentValueLabel) {
        fraction = Self.fraction(value, total); self.label = label(); self.currentValueLabel = currentValueLabel()
    }

    static func fraction<V: BinaryFloatingPoint>(_ value: V?, _ total: V) -> Double? {
        guard let value else { return nil }
        let t = Double(total)
        guard t > 0, t.isFinite else { return 0 }
        let f = Double(value) / t
        return f.isNaN ? 0 : min(max(f, 0), 1)
    }

    @Environment(\.progressViewStyleBox) private var style
    public var body: some View {
        (systemLook ? .automatic : style).makeBody(ProgressViewStyleConfiguration(
            fractionCompleted: fraction,
            label: label.map { ProgressViewStyleConfiguration.Label(AnyView($0)) },
            currentValueLabel: currentValueLabel.map { ProgressViewStyleConfiguration.CurrentValueLabel(AnyView($0)) }
        ))
    }
}

extension ProgressView {
    /// A progress view made from a style's configuration, so that a custom style can wrap the system's look.
    public init(_ configuration: ProgressViewStyleConfiguration)
    where Label == ProgressViewStyleConfiguration.Label,
          CurrentValueLabel == ProgressViewStyleConfiguration.CurrentValueLabel {
        fraction = configuration.fractionCompleted; label = configuration.label
        currentValueLabel = configuration.currentValueLabel; systemLook = true
    }
    /// A bar showing a `Progress` object's fraction completed (indeterminate progress shows the activity
    /// indicator).
    public init(_ progress: Progress) where Label == EmptyView, CurrentValueLabel == EmptyView {
        self.init(value: progress.isIndeterminate ? nil : progress.fractionCompleted)
    }
}

extension ProgressView where CurrentValueLabel == EmptyView, Label == Text {
    /// A bar with a localized title.
    public init<V: BinaryFloatingPoint>(_ titleKey: LocalizedStringKey, value: V?, total: V = 1.0) {
        self.init(value: value, total: total) { Text(titleKey) }
    }
    /// A bar with a string title, shown verbatim.
    @_disfavoredOverload
    public init<S: StringProtocol, V: BinaryFloatingPoint>(_ title: S, value: V?, total: V = 1.0) {
        self.init(value: value, total: total) { Text(title) }
    }
    /// An indeterminate progress view with a localized title.
    public init(_ titleKey: LocalizedStringKey) { self.init { Text(titleKey) } }
    /// An indeterminate progress view with a string title, shown verbatim.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S) { self.init { Text(title) } }
}

/// iOS's look: a linear 4-point track filled with the tint up to the value (the label above it, the
/// current-value label below it), or without a value the activity indicator over the label.
nonisolated struct DefaultProgressBody: View {
    let configuration: ProgressViewStyleConfiguration
    let tint: Color?
    @Environment(\.resolvedTint) private var environmentTint
    var body: some View {
        if let fraction = configuration.fractionCompleted {
            VStack(alignment: .leading, spacing: 4) {
                configuration.label
                GeometryReader { proxy in
                    ZStack(alignment: .leading) {
                        Capsule().fill(ControlColors.track)
                        Capsule().fill(tint ?? environmentTint).frame(width: proxy.size.width * fraction)
                    }
                    .frame(width: proxy.size.width, height: proxy.size.height)
                }
                .frame(minWidth: 4, idealWidth: 200, maxWidth: .infinity)
                .frame(height: 4)
                if let currentValueLabel = configuration.currentValueLabel {
                    currentValueLabel.font(.caption).foregroundColor(.secondary)
                }
            }
        } else {
            VStack(spacing: 8) {
                ActivitySpokes().frame(width: 20, height: 20)
                if let label = configuration.label { label.foregroundColor(.secondary) }
            }
        }
    }
}

/// Eight grey spokes with fading opacity, the first (12 o'clock) darkest.
nonisolated private struct ActivitySpokes: View {
    var body: some View {
        ZStack {
            ForEach(0..<8) { i in
                Spoke(index: i).fill(Color.gray.opacity(1 - Double(i) * 0.1))
            }
        }
    }
    nonisolated struct Spoke: Shape {
        let index: Int
        func path(in rect: CGRect) -> Path {
            let r = min(rect.width, rect.height) / 2
            let spoke = Path(
                roundedRect: CGRect(x: -r * 0.11, y: -r, width: r * 0.22, height: r * 0.5), cornerRadius: r * 0.11)
            let t = CGAffineTransform(translationX: rect.midX, y: rect.midY).rotated(by: Double(index) * .pi / 4)
            return spoke.applying(t)
        }
    }
}
