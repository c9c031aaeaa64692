import Foundation

/// One element drawn for an axis value; opaque outside the module.
public struct AxisElement {
    enum Kind {
        case grid(centered: Bool?, stroke: StrokeStyle?)
        case tick(centered: Bool?, length: CGFloat?, stroke: StrokeStyle?)
        case label(LabelContent, centered: Bool?, anchor: UnitPoint?, orientation: AxisValueLabelOrientation)
    }
    enum LabelContent {
        case automatic
        case format((PlotPrimitive) -> String?)
        case text(Text)
        case view(AnyView)
    }
    var kind: Kind
    var style: AnyShapeStyle?
    var font: Font?
    var offset: CGSize = .zero
}

/// Something drawn for each value of an axis: grid line, tick or label.
public protocol AxisMark {
    /// Darkroom's collection hook; not for use.
    func _axisElements() -> [AxisElement]
}

/// A result builder for the marks of one axis value.
@resultBuilder
public enum AxisMarkBuilder {
    /// Turns one element of a builder block into the builder's parts.
    public static func buildExpression<M: AxisMark>(_ mark: M) -> [AxisElement] { mark._axisElements() }
    /// Combines the parts of a builder block.
    public static func buildBlock(_ parts: [AxisElement]...) -> _AxisMarkList {
        _AxisMarkList(elements: parts.flatMap { $0 })
    }
    /// The parts under an `if` without `else` (none when the condition fails).
    public static func buildOptional(_ part: _AxisMarkList?) -> [AxisElement] { part?.elements ?? [] }
    /// The parts of an `if` branch.
    public static func buildEither(first: _AxisMarkList) -> [AxisElement] { first.elements }
    /// The parts of an `else` branch.
    public static func buildEither(second: _AxisMarkList) -> [AxisElement] { second.elements }
    /// Turns one element of a builder block into the builder's parts.
    public static func buildExpression(_ list: _AxisMarkList) -> [AxisElement] { list.elements }
    /// The parts under an `if #available` check.
    public static func buildLimitedAvailability(_ part: _AxisMarkList) -> [AxisElement] { part.elements }
}

/// Axis marks built by `AxisMarkBuilder`.
public struct _AxisMarkList: AxisMark {
    let elements: [AxisElement]
    /// Darkroom's collection hook; not for use.
    public func _axisElements() -> [AxisElement] { elements }
}

/// A line across the plot at an axis value.
public struct AxisGridLine: AxisMark {
    var element: AxisElement
    /// A grid line; `stroke` replaces the default 0.5 pt line (`centered` is accepted).
    public init(centered: Bool? = nil, stroke: StrokeStyle? = nil) {
        element = AxisElement(kind: .grid(centered: centered, stroke: stroke))
    }
    /// Darkroom's collection hook; not for use.
    public func _axisElements() -> [AxisElement] { [element] }
}

/// A short line at the plot's edge at an axis value.
public struct AxisTick: AxisMark {
    /// How long a tick is.
    public struct Length: Sendable {
        let points: CGFloat?
        /// The default tick length (4 pt).
        public static let automatic = Length(points: nil)
        /// As long as the label (drawn at the default length).
        public static let label = Length(points: nil)
        /// As long as the longest label (drawn at the default length).
        public static let longestLabel = Length(points: nil)
        /// As long as the label (drawn at the default length).
        public static func label(extendPastBy: CGFloat) -> Length { Length(points: nil) }
        /// As long as the longest label (drawn at the default length).
        public static func longestLabel(extendPastBy: CGFloat) -> Length { Length(points: nil) }
    }
    var element: AxisElement
    /// A tick `length` points long.
    public init(centered: Bool? = nil, length: CGFloat, stroke: StrokeStyle? = nil) {
        element = AxisElement(kind: .tick(centered: centered, length: length, stroke: stroke))
    }
    /// A tick of the default length (4 pt).
    public init(centered: Bool? = nil, length: Length = .automatic, stroke: StrokeStyle? = nil) {
        element = AxisElement(kind: .tick(centered: centered, length: length.points, stroke: stroke))
    }
    /// Darkroom's collection hook; not for use.
    public func _axisElements() -> [AxisElement] { [element] }
}

/// How an axis label is turned.
public struct AxisValueLabelOrientation: Hashable, Sendable {
    let degrees: Double?
    /// Horizontal, as Swift Charts lays labels out by default.
    public static let automatic = AxisValueLabelOrientation(degrees: nil)
    /// Horizontal labels.
    public static let horizontal = AxisValueLabelOrientation(degrees: 0)
    /// Labels turned to read bottom to top.
    public static let vertical = AxisValueLabelOrientation(degrees: -90)
    /// Labels turned to read top to bottom.
    public static let verticalReversed = AxisValueLabelOrientation(degrees: 90)
}

/// What an axis does with labels that collide (accepted; labels are laid out as given).
public struct AxisValueLabelCollisionResolution: Sendable {
    /// The system's choice (labels are drawn as laid out).
    public static let automatic = AxisValueLabelCollisionResolution()
    /// No resolution: every label is drawn.
    public static let disabled = AxisValueLabelCollisionResolution()
    /// Drops labels that collide, by priority (accepted; labels are drawn as laid out).
    public static func greedy(priority: Double = 0, minimumSpacing: CGFloat = 0) -> AxisValueLabelCollisionResolution {
        AxisValueLabelCollisionResolution()
    }
    /// Truncates labels that collide (accepted; labels are drawn as laid out).
    public static func truncate(minimumWidth: CGFloat = 0) -> AxisValueLabelCollisionResolution {
        AxisValueLabelCollisionResolution()
    }
}

/// The text of an axis value.
public struct AxisValueLabel: AxisMark {
    var element: AxisElement

    init(_ content: AxisElement.LabelContent, centered: Bool?, anchor: UnitPoint?,
         orientation: AxisValueLabelOrientation) {
        element = AxisElement(kind: .label(content, centered: centered, anchor: anchor, orientation: orientation))
    }
    /// The value in the axis's default format.
    public init(centered: Bool? = nil, anchor: UnitPoint? = nil, multiLabelAlignment: Alignment? = nil,
                collisionResolution: AxisValueLabelCollisionResolution = .automatic, offsetsMarks: Bool? = nil,
                orientation: AxisValueLabelOrientation = .automatic, horizontalSpacing: CGFloat? = nil,
                verticalSpacing: CGFloat? = nil) {
        self.init(.automatic, centered: centered, anchor: anchor, orientation: orientation)
    }
    /// The value formatted with a format style (`.dateTime.weekday(.narrow)`, `IntegerFormatStyle<Int>()`).
    public init<F: FormatStyle>(format: F, centered: Bool? = nil, anchor: UnitPoint? = nil,
                                multiLabelAlignment: Alignment? = nil,
                                collisionResolution: AxisValueLabelCollisionResolution = .automatic,
                                offsetsMarks: Bool? = nil, orientation: AxisValueLabelOrientation = .automatic,
                                horizontalSpacing: CGFloat? = nil, verticalSpacing: CGFloat? = nil)
        where F.FormatInput: Plottable, F.FormatOutput == String {
        let formatter: (PlotPrimitive) -> String? = { primitive in
            PlottableConversion.make(primitive, as: F.FormatInput.self).map { format.format($0) }
        }
        self.init(.format(formatter), centered: centered, anchor: anchor, orientation: orientation)
    }
    /// A fixed string.
    public init<S: StringProtocol>(_ label: S, centered: Bool? = nil, anchor: UnitPoint? = nil,
                                   orientation: AxisValueLabelOrientation = .automatic) {
        self.init(.text(Text(String(label))), centered: centered, anchor: anchor, orientation: orientation)
    }
    /// A localized string.
    public init(_ key: LocalizedStringKey, centered: Bool? = nil, anchor: UnitPoint? = nil,
                orientation: AxisValueLabelOrientation = .automatic) {
        self.init(.text(Text(key)), centered: centered, anchor: anchor, orientation: orientation)
    }
    /// A view of your own.
    public init<Content: View>(centered: Bool? = nil, anchor: UnitPoint? = nil,
                               multiLabelAlignment: Alignment? = nil,
                               collisionResolution: AxisValueLabelCollisionResolution = .automatic,
                               offsetsMarks: Bool? = nil, orientation: AxisValueLabelOrientation = .automatic,
                               horizontalSpacing: CGFloat? = nil, verticalSpacing: CGFloat? = nil,
                               @ViewBuilder content: () -> Content) {
        let view = content()
        if let text = view as? Text {
            self.init(.text(text), centered: centered, anchor: anchor, orientation: orientation)
        } else {
            self.init(.view(AnyView(view)), centered: centered, anchor: anchor, orientation: orientation)
        }
    }
    /// Darkroom's collection hook; not for use.
    public func _axisElements() -> [AxisElement] { [element] }
}

nonisolated extension AxisMark {
    private func restyled(_ change: @escaping (inout AxisElement) -> Void) -> _AxisMarkList {
        _AxisMarkList(elements: _axisElements().map { var e = $0; change(&e); return e })
    }
    /// The colour of the mark's lines or text.
    public func foregroundStyle<S: ShapeStyle>(_ style: S) -> _AxisMarkList {
        let style = AnyShapeStyle(style)
        return restyled { $0.style = style }
    }
    /// The font of the mark's label.
    public func font(_ font: Font?) -> _AxisMarkList { restyled { $0.font = font } }
    /// Moves the mark.
    public func offset(x: CGFloat = 0, y: CGFloat = 0) -> _AxisMarkList {
        restyled { $0.offset = CGSize(width: $0.offset.width + x, height: $0.offset.height + y) }
    }
}
