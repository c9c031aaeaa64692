import Foundation

/// One value of an axis with what to draw for it.
struct AxisItem {
    var value: PlotPrimitive
    var grid: (stroke: StrokeStyle?, style: AnyShapeStyle?)?
    var tick: (length: CGFloat, stroke: StrokeStyle?, style: AnyShapeStyle?)?
    var label: AxisLabelItem?
    /// The point along the axis (set once the plot is known).
    var position: CGFloat = 0
}

/// A label of an axis value: text drawn on the canvas, or a view placed over it.
struct AxisLabelItem {
    var text: Text?
    var view: AnyView?
    var size: CGSize
    var centered: Bool
    var anchor: UnitPoint?
    var offset: CGSize
    var style: AnyShapeStyle?
    /// Degrees the label is turned by (`orientation: .vertical` is −90); its size is the turned box.
    var rotation: Double = 0
}

/// The marks of one axis.
struct AxisLayout {
    var visible = false
    /// Which side of the plot: bottom/top for x, trailing/leading for y.
    var edge: Edge = .bottom
    var items: [AxisItem] = []
    /// The tallest (x) or widest (y) label, plus its tick.
    var extent: CGFloat = 0
    var isDate = false
    /// `.inset` draws labels inside the plot; `.extended` runs grid lines out to the labels.
    var preset: AxisMarkPreset = .automatic

    /// Builds the items of an axis from its `AxisMarks` (or the default ones).
    static func make(scale: PositionScale?, settings: AxisSettings, horizontal: Bool, available: CGFloat,
                     measure: (Text, CGFloat) -> CGSize) -> AxisLayout {
        var layout = AxisLayout()
        guard let scale, settings.visibility != .hidden else { return layout }
        layout.visible = true
        layout.isDate = scale.isDate
        layout.edge = horizontal ? .bottom : .trailing
        let specs = settings.content ?? [AxisMarks().spec]
        for spec in specs {
            switch spec.position.kind {
            case .leading: layout.edge = .leading
            case .trailing: layout.edge = .trailing
            case .top: layout.edge = .top
            case .bottom: layout.edge = .bottom
            case .automatic: break
            }
            if spec.preset != .automatic { layout.preset = spec.preset }
            let (values, component) = values(for: spec.values, scale: scale)
            // Category labels under a band wrap to its width, as Swift Charts' do.
            let wrapWidth = horizontal && scale.isCategory && !values.isEmpty
                ? max(20, available / CGFloat(values.count) - 2) : CGFloat.infinity
            for (index, value) in values.enumerated() {
                let axisValue = AxisValue(primitive: value, index: index, count: values.count)
                let elements = spec.content?(axisValue) ?? defaultElements(scale: scale, horizontal: horizontal)
                var item = AxisItem(value: value)
                for element in elements {
                    switch element.kind {
                    case .grid(_, let stroke):
                        item.grid = (stroke ?? spec.stroke, element.style)
                    case .tick(_, let length, let stroke):
                        item.tick = (length ?? ChartDefaults.tickLength, stroke ?? spec.stroke, element.style)
                    case .label(let content, let centered, let anchor, let orientation):
                        let degrees = orientation.degrees ?? 0
                        item.label = label(content, value: value, component: component, scale: scale,
                                           element: element, centered: centered, anchor: anchor,
                                           wrapWidth: degrees == 0 ? wrapWidth : .infinity, measure: measure)
                        if degrees != 0, let size = item.label?.size {
                            item.label?.rotation = degrees
                            item.label?.size = CGSize(width: size.height, height: size.width)
                        }
                    }
                }
                layout.items.append(item)
            }
        }
        guard layout.preset != .inset else { return layout }
        layout.extent = layout.items.reduce(0) { partial, item in
            let size = item.label?.size ?? .zero
            let labelExtent = horizontal ? size.height : size.width
            let tick = item.tick?.length ?? 0
            let gap = item.label == nil ? 0 : ChartDefaults.labelSpacing
            return max(partial, (horizontal ? tick : 0) + gap + labelExtent)
        }
        return layout
    }

    /// The default marks: labels only for categories; grid, tick and label for numbers and dates.
    private static func defaultElements(scale: PositionScale, horizontal: Bool) -> [AxisElement] {
        let label = AxisValueLabel().element
        if scale.isCategory { return [label] }
        if !horizontal { return [AxisGridLine().element, label] }
        return [AxisGridLine().element, AxisTick().element, label]
    }

    private static func label(_ content: AxisElement.LabelContent, value: PlotPrimitive,
                              component: Calendar.Component?, scale: PositionScale, element: AxisElement,
                              centered: Bool?, anchor: UnitPoint?, wrapWidth: CGFloat,
                              measure: (Text, CGFloat) -> CGSize) -> AxisLabelItem? {
        var text: Text?
        var view: AnyView?
        switch content {
        case .automatic:
            if case .date(let d) = value, let component {
                text = Text(DateTicks.label(d.timeIntervalSinceReferenceDate, component: component,
                                            calendar: scale.calendar))
            } else {
                text = Text(value.label)
            }
        case .format(let format):
            guard let s = format(value) else { return nil }
            text = Text(s)
        case .text(let t): text = t
        case .view(let v): view = v
        }
        let font = element.font ?? ChartDefaults.labelFont
        text = text?.font(font)
        let size = text.map { measure($0, wrapWidth) } ?? CGSize(width: 0, height: 13)
        return AxisLabelItem(text: text, view: view, size: size, centered: centered ?? !scale.isDate,
                             anchor: anchor, offset: element.offset, style: element.style)
    }

    /// The values an axis marks and, for dates, the calendar unit they stride by.
    static func values(for values: AxisMarkValues, scale: PositionScale) -> ([PlotPrimitive], Calendar.Component?) {
        switch (values.kind, scale.kind) {
        case (.explicit(let list), _):
            return (list, .day)
        case (_, .category(let categories, _)):
            return (categories, nil)
        case (.automatic(let desired, _, _), .continuous(let lo, let hi, let type, let isDate)):
            if isDate {
                let s = DateTicks.stride(lo: lo, hi: hi, desired: desired ?? NiceTicks.defaultCount)
                let dates = DateTicks.values(lo: lo, hi: hi, component: s.component, count: s.count,
                                             calendar: scale.calendar)
                return (dates.map { .date(Date(timeIntervalSinceReferenceDate: $0)) }, s.component)
            }
            if type == .log {
                let a = Int(floor(log10(lo)))
                let b = Int(ceil(log10(hi)))
                return ((a...max(a, b)).map { .number(pow(10, Double($0))) }.filter {
                    guard let v = $0.continuous else { return false }
                    return v >= lo * 0.999 && v <= hi * 1.001
                }, nil)
            }
            let step = desired.map { NiceTicks.step(lo: lo, hi: hi, desired: $0) } ?? scale.step
            return (NiceTicks.values(lo: lo, hi: hi, step: step).map { .number($0) }, nil)
        case (.numberStride(let step), .continuous(let lo, let hi, _, let isDate)):
            if isDate {
                let values = NiceTicks.values(lo: lo, hi: hi, step: step)
                return (values.map { .date(Date(timeIntervalSinceReferenceDate: $0)) }, .second)
            }
            return (NiceTicks.values(lo: lo, hi: hi, step: step).map { .number($0) }, nil)
        case (.dateStride(let component, let count, let calendar), .continuous(let lo, let hi, _, _)):
            let dates = DateTicks.values(lo: lo, hi: hi, component: component, count: count, calendar: calendar)
            return (dates.map { .date(Date(timeIntervalSinceReferenceDate: $0)) }, component)
        }
    }
}
