import Foundation

/// Infers a position scale from the marks: strings → categories in data order, dates →
/// time, numbers → linear with zero included and the domain rounded out to nice values.
enum ScaleBuilder {
    static func make(axis: Axis, model: ChartModel) -> PositionScale? {
        let setting = axis == .horizontal ? model.settings.xScale : model.settings.yScale
        var categories: [PlotPrimitive] = []
        var seen = Set<PlotPrimitive>()
        var lo = Double.infinity
        var hi = -Double.infinity
        var isDate = false
        var label: String?
        var unit: Calendar.Component?
        var calendar = Calendar.current
        let marks = model.marks
        for i in marks.indices {
            guard let channel = axis == .horizontal ? marks[i].x : marks[i].y else { continue }
            if label == nil { label = channel.label }
            if let u = channel.unit { unit = unit ?? u; calendar = channel.calendar ?? .current }
            // The channel's value and, for a range, its upper end (no array per mark: 10,000-point lines).
            for end in 0..<2 {
                guard let value = end == 0 ? channel.lo : channel.hi else { continue }
                switch value {
                case .string:
                    if seen.insert(value).inserted { categories.append(value) }
                case .date(let d):
                    isDate = true
                    var v = d.timeIntervalSinceReferenceDate
                    lo = min(lo, v)
                    if let u = channel.unit, let end = (channel.calendar ?? .current).dateInterval(of: u, for: d)?.end {
                        v = end.timeIntervalSinceReferenceDate
                    }
                    hi = max(hi, v)
                case .number(let v):
                    guard v.isFinite else { continue }
                    lo = min(lo, v); hi = max(hi, v)
                }
            }
            let kind = marks[i].kind
            let isValueAxis = (kind == .bar || kind == .area) && (axis == .horizontal) == model.horizontal[i]
            if isValueAxis, let (a, b) = model.valueExtent(i), a.isFinite, b.isFinite {
                lo = min(lo, a); hi = max(hi, b)
            }
        }
        if case .categories(let given)? = setting.domain, lo > hi || !given.contains(where: { $0.continuous != nil }) {
            categories = given
        }
        if !categories.isEmpty, lo > hi || setting.type == .category {
            if let length = setting.visibleLength {
                categories = VisibleDomain.categories(categories, length: length, start: setting.scrollStart)
            }
            var index: [PlotPrimitive: Int] = [:]
            for (i, c) in categories.enumerated() where index[c] == nil { index[c] = i }
            return PositionScale(kind: .category(categories, index), label: label ?? "")
        }
        var type = setting.type ?? (isDate ? .date : .linear)
        if type == .category { type = .linear }
        var reversed = false
        var rounds = true
        switch setting.domain {
        case .continuous(let a, let b, let date)?:
            lo = a; hi = b; isDate = isDate || date; rounds = false
            if a > b { lo = b; hi = a; reversed = true }
        case .automatic(let includesZero, let rev)?:
            reversed = rev ?? false
            if includesZero ?? true, !isDate, type != .log, lo <= hi { lo = min(lo, 0); hi = max(hi, 0) }
        default:
            if !isDate, type != .log, lo <= hi { lo = min(lo, 0); hi = max(hi, 0) }
        }
        if lo > hi {
            guard label != nil || setting.domain != nil else { return nil }
            lo = 0; hi = 1
        }
        if lo == hi { if isDate { lo -= 43_200; hi += 43_200 } else { hi = lo == 0 ? 1 : lo + abs(lo) } }
        if type == .log { lo = max(lo, hi / 1e6, 1e-12) }
        var scale = PositionScale(kind: .continuous(lo: lo, hi: hi, type: type, isDate: isDate), label: label ?? "")
        scale.unit = unit
        scale.calendar = calendar
        if !isDate, type != .log {
            let step = NiceTicks.step(lo: type.transform(lo), hi: type.transform(hi), desired: NiceTicks.defaultCount)
            scale.step = step
            if rounds, type == .linear {
                let nlo = floor(lo / step + 1e-9) * step
                let nhi = ceil(hi / step - 1e-9) * step
                scale.kind = .continuous(lo: nlo.roundedToStep(step), hi: nhi.roundedToStep(step), type: type,
                    isDate: false)
            }
        }
        scale.reversed = reversed
        if let length = setting.visibleLength { VisibleDomain.apply(length, start: setting.scrollStart, to: &scale) }
        return scale
    }
}

/// The part of the domain a scrolling chart shows first: a still frame draws that page.
enum VisibleDomain {
    static func categories(_ all: [PlotPrimitive], length: Double, start: PlotPrimitive?) -> [PlotPrimitive] {
        let count = max(1, Int(length.rounded(.up)))
        let first = start.flatMap { all.firstIndex(of: $0) } ?? 0
        return Array(all[min(first, all.count)..<min(all.count, first + count)])
    }

    static func apply(_ length: Double, start: PlotPrimitive?, to scale: inout PositionScale) {
        guard case .continuous(let lo, let hi, let type, let isDate) = scale.kind, length > 0, length < hi - lo else {
            return
        }
        let from = min(max(start?.continuous ?? lo, lo), hi - length)
        scale.kind = .continuous(lo: from, hi: from + length, type: type, isDate: isDate)
        if !isDate { scale.step = NiceTicks.step(lo: from, hi: from + length, desired: NiceTicks.defaultCount) }
    }
}
