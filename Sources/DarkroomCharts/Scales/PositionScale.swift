import Foundation

/// A position scale: maps data values to points along one side of the plot.
struct PositionScale {
    enum Kind {
        case category([PlotPrimitive], [PlotPrimitive: Int])
        case continuous(lo: Double, hi: Double, type: ScaleType, isDate: Bool)
    }
    var kind: Kind
    var label: String
    /// Points where the domain starts and ends (for y, start is the bottom).
    var start: CGFloat = 0
    var end: CGFloat = 1
    /// The calendar unit dates are binned to, if any.
    var unit: Calendar.Component?
    var calendar: Calendar = .current
    /// The step of the automatic values (numbers), used for nice rounding.
    var step: Double = 1
    /// The domain runs from the far end (`.automatic(reversed: true)` or a descending domain).
    var reversed = false

    var isCategory: Bool { if case .category = kind { true } else { false } }
    var isDate: Bool { if case .continuous(_, _, _, true) = kind { true } else { false } }
    var length: CGFloat { abs(end - start) }

    /// The point for a value: the centre of its band for categories and binned dates.
    func position(_ p: PlotPrimitive) -> CGFloat? {
        switch kind {
        case .category(let values, let index):
            guard let i = index[p], !values.isEmpty else { return nil }
            return start + (end - start) * (CGFloat(i) + 0.5) / CGFloat(values.count)
        case .continuous:
            guard let v = p.continuous else { return nil }
            if unit != nil, let interval = unitInterval(v) { return map(interval.mid) }
            return map(v)
        }
    }

    /// The point for a number on a continuous scale.
    func map(_ v: Double) -> CGFloat {
        guard case .continuous(let lo, let hi, let type, _) = kind else { return start }
        let tlo = type.transform(lo)
        let thi = type.transform(hi)
        guard thi != tlo else { return (start + end) / 2 }
        let t = (type.transform(v) - tlo) / (thi - tlo)
        return start + (end - start) * CGFloat(t)
    }

    /// The value at a point.
    func value(at position: CGFloat) -> PlotPrimitive? {
        switch kind {
        case .category(let values, _):
            guard !values.isEmpty, end != start else { return nil }
            let i = Int(floor((position - start) / (end - start) * CGFloat(values.count)))
            return values.indices.contains(i) ? values[i] : nil
        case .continuous(let lo, let hi, let type, let isDate):
            guard end != start else { return nil }
            let t = Double((position - start) / (end - start))
            let v = type.inverse(type.transform(lo) + t * (type.transform(hi) - type.transform(lo)))
            return isDate ? .date(Date(timeIntervalSinceReferenceDate: v)) : .number(v)
        }
    }

    /// The width of one band: a category, a date unit, or the plot split evenly among `count` values.
    func bandWidth(at p: PlotPrimitive, count: Int) -> CGFloat {
        switch kind {
        case .category(let values, _):
            return length / CGFloat(max(1, values.count))
        case .continuous:
            if let v = p.continuous, unit != nil, let interval = unitInterval(v) {
                return abs(map(interval.end) - map(interval.start))
            }
            return length / CGFloat(max(1, count))
        }
    }

    /// The calendar unit a date falls in, as seconds since the reference date.
    func unitInterval(_ v: Double) -> (start: Double, end: Double, mid: Double)? {
        guard let unit else { return nil }
        let date = Date(timeIntervalSinceReferenceDate: v)
        guard let interval = calendar.dateInterval(of: unit, for: date) else { return nil }
        let s = interval.start.timeIntervalSinceReferenceDate
        let e = interval.end.timeIntervalSinceReferenceDate
        return (s, e, (s + e) / 2)
    }
}
