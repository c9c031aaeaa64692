import Foundation

/// A control for selecting a value from a bounded range: a 4-point track, tint-coloured
/// up to the value, with a white 27-point knob centred on it; 31 points tall, as wide as offered.
nonisolated public struct Slider<Label: View, ValueLabel: View>: View {
    let fraction: Double
    let label: Label
    let minimumValueLabel: ValueLabel?, maximumValueLabel: ValueLabel?

    /// A slider with its minimum and maximum labels beside the track; `label` is not drawn, as on iOS.
    @preconcurrency public init<V: BinaryFloatingPoint>(
        value: Binding<V>, in bounds: ClosedRange<V> = 0...1,
        @ViewBuilder label: () -> Label, @ViewBuilder minimumValueLabel: () -> ValueLabel,
        @ViewBuilder maximumValueLabel: () -> ValueLabel,
        onEditingChanged: @escaping @MainActor (Bool) -> Void = { _ in }
    ) where V.Stride: BinaryFloatingPoint {
        fraction = Self.fraction(value.wrappedValue, bounds)
        self.label = label(); self.minimumValueLabel = minimumValueLabel(); self.maximumValueLabel = maximumValueLabel()
    }
    /// A stepped slider with its minimum and maximum labels beside the track.
    @preconcurrency public init<V: BinaryFloatingPoint>(
        value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride,
        @ViewBuilder label: () -> Label, @ViewBuilder minimumValueLabel: () -> ValueLabel,
        @ViewBuilder maximumValueLabel: () -> ValueLabel,
        onEditingChanged: @escaping @MainActor (Bool) -> Void = { _ in }
    ) where V.Stride: BinaryFloatingPoint {
        fraction = Self.fraction(value.wrappedValue, bounds)
        self.label = label(); self.minimumValueLabel = minimumValueLabel(); self.maximumValueLabel = maximumValueLabel()
    }

    static func fraction<V: BinaryFloatingPoint>(_ v: V, _ bounds: ClosedRange<V>) -> Double {
        let span = Double(bounds.upperBound - bounds.lowerBound)
        guard span > 0, span.isFinite else { return 0 }
        let f = Double(v - bounds.lowerBound) / span
        return f.isNaN ? 0 : min(max(f, 0), 1)
    }

    @Environment(\.resolvedTint) private var tint
    public var body: some View {
        HStack(spacing: 8) {
            minimumValueLabel
            SliderTrack(fraction: fraction, tint: tint)
            maximumValueLabel
        }
        .formRowCompact(31)
    }
}

extension Slider where Label == EmptyView, ValueLabel == EmptyView {
    /// A slider at `value` within `bounds`.
    @preconcurrency public init<V: BinaryFloatingPoint>(
        value: Binding<V>, in bounds: ClosedRange<V> = 0...1,
        onEditingChanged: @escaping @MainActor (Bool) -> Void = { _ in }
    ) where V.Stride: BinaryFloatingPoint {
        fraction = Self.fraction(value.wrappedValue, bounds)
        label = EmptyView(); minimumValueLabel = nil; maximumValueLabel = nil
    }
    /// A stepped slider at `value` within `bounds` (the knob at `value`, not snapped).
    @preconcurrency public init<V: BinaryFloatingPoint>(
        value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride,
        onEditingChanged: @escaping @MainActor (Bool) -> Void = { _ in }
    ) where V.Stride: BinaryFloatingPoint {
        fraction = Self.fraction(value.wrappedValue, bounds)
        label = EmptyView(); minimumValueLabel = nil; maximumValueLabel = nil
    }
}

extension Slider where ValueLabel == EmptyView {
    /// A slider with a label, which is not drawn, as on iOS.
    @preconcurrency public init<V: BinaryFloatingPoint>(
        value: Binding<V>, in bounds: ClosedRange<V> = 0...1, @ViewBuilder label: () -> Label,
        onEditingChanged: @escaping @MainActor (Bool) -> Void = { _ in }
    ) where V.Stride: BinaryFloatingPoint {
        fraction = Self.fraction(value.wrappedValue, bounds)
        self.label = label(); minimumValueLabel = nil; maximumValueLabel = nil
    }
}

nonisolated struct SliderTrack: View {
    let fraction: Double
    let tint: Color
    var body: some View {
        GeometryReader { proxy in
            let w = proxy.size.width, h = proxy.size.height
            let knob: CGFloat = 27
            let x = (w - knob) * fraction
            ZStack(alignment: .leading) {
                Capsule().fill(ControlColors.track).frame(width: w, height: 4)
                Capsule().fill(tint).frame(width: max(0, x + knob / 2), height: 4)
                Circle().fill(Color.white)
                    .frame(width: knob, height: knob)
                    .shadow(color: ControlColors.knobShadow, radius: 3, x: 0, y: 2)
                    .offset(x: x)
            }
            .frame(width: w, height: h)
        }
        .frame(minWidth: 27, idealWidth: 200, maxWidth: .infinity)
        .frame(height: 31)
    }
}

/// A control that performs increment and decrement actions: its label at the
/// leading edge and iOS's 94 × 32 − / + control at the trailing edge.
nonisolated public struct Stepper<Label: View>: View {
    let label: Label
    /// A stepper with increment and decrement actions (never run in a render).
    @preconcurrency public init(
        onIncrement: (@MainActor () -> Void)?, onDecrement: (@MainActor () -> Void)?,
        onEditingChanged: @escaping @MainActor (Bool) -> Void = { _ in },
        @ViewBuilder label: () -> Label
    ) { self.label = label() }
    /// A stepper for `value`, changing by `step`.
    @preconcurrency public init<V: Strideable>(
        value: Binding<V>, step: V.Stride = 1, onEditingChanged: @escaping @MainActor (Bool) -> Void = { _ in },
        @ViewBuilder label: () -> Label
    ) { self.label = label() }
    /// A stepper for `value` within `bounds`.
    @preconcurrency public init<V: Strideable>(
        value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1,
        onEditingChanged: @escaping @MainActor (Bool) -> Void = { _ in }, @ViewBuilder label: () -> Label
    ) { self.label = label() }

    @Environment(\.labelsHidden) private var labelsHidden
    public var body: some View {
        HStack {
            if !labelsHidden { label; Spacer() }
            StepperControl()
        }
        .formRowCompact(32)
    }
}

extension Stepper where Label == Text {
    /// A stepper with a localized title, for `value` within `bounds`.
    public init<V: Strideable>(
        _ titleKey: LocalizedStringKey, value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1
    ) {
        self.init(value: value, in: bounds, step: step) { Text(titleKey) }
    }
    /// A stepper with a localized title, for `value`.
    public init<V: Strideable>(_ titleKey: LocalizedStringKey, value: Binding<V>, step: V.Stride = 1) {
        self.init(value: value, step: step) { Text(titleKey) }
    }
    /// A stepper with a string title, for `value` within `bounds`.
    @_disfavoredOverload
    public init<S: StringProtocol, V: Strideable>(
        _ title: S, value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1
    ) {
        self.init(value: value, in: bounds, step: step) { Text(title) }
    }
    /// A stepper with a string title, for `value`.
    @_disfavoredOverload
    public init<S: StringProtocol, V: Strideable>(_ title: S, value: Binding<V>, step: V.Stride = 1) {
        self.init(value: value, step: step) { Text(title) }
    }
}

/// The − | + glyphs: 14 × 2-point bars (a vertical one for the plus), primary colour.
nonisolated private struct StepperGlyph: Shape {
    let plus: Bool
    func path(in rect: CGRect) -> Path {
        var p = Path(CGRect(x: rect.midX - 7, y: rect.midY - 1, width: 14, height: 2))
        if plus { p.addRect(CGRect(x: rect.midX - 1, y: rect.midY - 7, width: 2, height: 14)) }
        return p
    }
}

nonisolated struct StepperControl: View {
    var body: some View {
        HStack(spacing: 0) {
            StepperGlyph(plus: false).fill(Color.primary).frame(width: 47, height: 32)
            Rectangle().fill(Divider.separator).frame(width: 1, height: 18)
            StepperGlyph(plus: true).fill(Color.primary).frame(width: 46, height: 32)
        }
        .background(RoundedRectangle(cornerRadius: 8, style: .continuous).fill(ControlColors.fill))
    }
}

/// A view that shows the progress toward completion of a task: a linear 4-point
/// track filled with the tint up to the value, or, without a value, iOS's
/// eight-spoke activity indicator (20 points).
nonisolated public struct ProgressView<Label: View, CurrentValueLabel: View>: View {
    let fraction: Double?
    let label: Label?
    /// An indeterminate progress view: the activity indicator.
    public init() where Label == EmptyView, CurrentValueLabel == EmptyView { fraction = nil; label = nil }
    /// An indeterminate progress view with a label.
    public init(@ViewBuilder label: () -> Label) where CurrentValueLabel == EmptyView {
        fraction = nil; self.label = label()
    }
    /// A bar filled to `value` out of `total`; a `nil` value shows the activity indicator.
    public init<V: BinaryFloatingPoint>(value: V?, total: V = 1.0)
    where Label == EmptyView, CurrentValueLabel == EmptyView {
        fraction = Self.fraction(value, total); label = nil
    }
    /// A bar filled to `value` out of `total`, with a label.
    public init<V: BinaryFloatingPoint>(value: V?, total: V = 1.0, @ViewBuilder label: () -> Label)
    where CurrentValueLabel == EmptyView {
        fraction = Self.fraction(value, total); self.label = label()
    }

    static func fraction<V: BinaryFloatingPoint>(_ value: V?, _ total: V) -> Double? {
        guard let value else { return nil }
        let t = Double(total)
        guard t > 0, t.isFinite else { return 0 }
        let f = Double(value) / t
        return f.isNaN ? 0 : min(max(f, 0), 1)
    }

    @Environment(\.resolvedTint) private var tint
    public var body: some View {
        if let fraction {
            VStack(alignment: .leading, spacing: 4) {
                label
                GeometryReader { proxy in
                    ZStack(alignment: .leading) {
                        Capsule().fill(ControlColors.track)
                        Capsule().fill(tint).frame(width: proxy.size.width * fraction)
                    }
                    .frame(width: proxy.size.width, height: proxy.size.height)
                }
                .frame(minWidth: 4, idealWidth: 200, maxWidth: .infinity)
                .frame(height: 4)
            }
        } else {
            VStack(spacing: 8) {
                ActivitySpokes().frame(width: 20, height: 20)
                if let label { label.foregroundColor(.secondary) }
            }
        }
    }
}

extension ProgressView where CurrentValueLabel == EmptyView, Label == Text {
    /// A bar with a localized title.
    public init<V: BinaryFloatingPoint>(_ titleKey: LocalizedStringKey, value: V?, total: V = 1.0) {
        self.init(value: value, total: total) { Text(titleKey) }
    }
    /// An indeterminate progress view with a localized title.
    public init(_ titleKey: LocalizedStringKey) { self.init { Text(titleKey) } }
    /// An indeterminate progress view with a string title, shown verbatim.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S) { self.init { Text(title) } }
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

/// The appearance of progress views (accepted; `.linear` vs `.circular` follows whether a value is given).
public protocol ProgressViewStyle {}
/// The default: linear with a value, the spinner without.
public struct DefaultProgressViewStyle: ProgressViewStyle {
    /// The style.
    public init() {}
}
/// A bar; drawn as the default.
public struct LinearProgressViewStyle: ProgressViewStyle {
    /// The style.
    public init() {}
}
/// A spinner; drawn as the default.
public struct CircularProgressViewStyle: ProgressViewStyle {
    /// The style.
    public init() {}
}
extension ProgressViewStyle where Self == DefaultProgressViewStyle {
    /// The default: linear with a value, the spinner without.
    public static var automatic: DefaultProgressViewStyle { .init() }
}
extension ProgressViewStyle where Self == LinearProgressViewStyle {
    /// A bar; drawn as the default.
    public static var linear: LinearProgressViewStyle { .init() }
}
extension ProgressViewStyle where Self == CircularProgressViewStyle {
    /// A spinner; drawn as the default.
    public static var circular: CircularProgressViewStyle { .init() }
}

nonisolated extension View {
    /// Sets the style for progress views in this view (accepted).
    public func progressViewStyle<S: ProgressViewStyle>(_ style: S) -> some View { self }
}
