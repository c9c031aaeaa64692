import Foundation

/// "Nice" axis values: steps of 1, 2 or 5 × 10ⁿ for numbers, calendar units for dates.
///
/// The step chosen is the one whose number of values (over the domain rounded out
/// to whole steps) comes closest to the desired count, fewer values winning a tie.
/// This reproduces every published Swift Charts render we could measure: 0…31 →
/// 0, 10, …, 40 (the seed's "40"); desiredCount 3 over 0…29 000 → 0, 20 000, 40 000;
/// desiredCount 12 over 0…2.5 → steps of 0.2.
enum NiceTicks {
    /// The default number of values per axis (not published by Apple; 5 matches its renders).
    static let defaultCount = 5

    static func step(lo: Double, hi: Double, desired: Int) -> Double {
        let span = hi - lo
        guard span.isFinite, span > 0 else { return 1 }
        let target = Double(max(2, desired))
        let base = pow(10, floor(log10(span / target)) - 1)
        var best = base
        var bestDiff = Double.infinity
        for exponent in 0..<4 {
            for m in [1.0, 2.0, 5.0] {
                let step = base * m * pow(10, Double(exponent))
                let count = (ceil(hi / step - 1e-9) - floor(lo / step + 1e-9)) + 1
                let diff = abs(count - target)
                if diff < bestDiff - 1e-9 { bestDiff = diff; best = step }
            }
        }
        return best
    }

    /// The values from `lo` to `hi` at multiples of `step`.
    static func values(lo: Double, hi: Double, step: Double) -> [Double] {
        guard step > 0, lo.isFinite, hi.isFinite else { return [] }
        let first = ceil(lo / step - 1e-9)
        let last = floor(hi / step + 1e-9)
        guard last - first < 10_000 else { return [] }
        return stride(from: first, through: last, by: 1).map { ($0 * step).roundedToStep(step) }
    }
}

nonisolated extension Double {
    /// Removes floating-point noise left by multiplying a step (0.30000000000000004 → 0.3).
    func roundedToStep(_ step: Double) -> Double {
        let digits = max(0, -Int(floor(log10(step))) + 2)
        let f = pow(10, Double(min(digits, 12)))
        return (self * f).rounded() / f
    }
}

/// Calendar strides for time axes.
enum DateTicks {
    struct Stride { let component: Calendar.Component; let count: Int; let seconds: Double }

    static let candidates: [Stride] = [
        Stride(component: .second, count: 1, seconds: 1), Stride(component: .second, count: 5, seconds: 5),
        Stride(component: .second, count: 15, seconds: 15), Stride(component: .second, count: 30, seconds: 30),
        Stride(component: .minute, count: 1, seconds: 60), Stride(component: .minute, count: 5, seconds: 300),
        Stride(component: .minute, count: 15, seconds: 900), Stride(component: .minute, count: 30, seconds: 1800),
        Stride(component: .hour, count: 1, seconds: 3600), Stride(component: .hour, count: 3, seconds: 10_800),
        Stride(component: .hour, count: 6, seconds: 21_600), Stride(component: .hour, count: 12, seconds: 43_200),
        Stride(component: .day, count: 1, seconds: 86_400), Stride(component: .day, count: 2, seconds: 172_800),
        Stride(component: .weekOfYear, count: 1, seconds: 604_800),
        Stride(component: .month, count: 1, seconds: 2_629_746), Stride(component: .month, count: 3,
            seconds: 7_889_238),
        Stride(component: .month, count: 6, seconds: 15_778_476), Stride(component: .year, count: 1,
            seconds: 31_556_952),
        Stride(component: .year, count: 2, seconds: 63_113_904), Stride(component: .year, count: 5,
            seconds: 157_784_760),
        Stride(component: .year, count: 10, seconds: 315_569_520),
    ]

    static func stride(lo: Double, hi: Double, desired: Int) -> Stride {
        let span = max(1, hi - lo)
        let target = Double(max(2, desired))
        return candidates.min { abs(span / $0.seconds - target) < abs(span / $1.seconds - target) } ?? candidates[12]
    }

    /// Dates at whole multiples of the stride inside lo…hi (seconds since the reference date).
    static func values(lo: Double, hi: Double, component: Calendar.Component, count: Int,
                       calendar: Calendar) -> [Double] {
        let start = Date(timeIntervalSinceReferenceDate: lo)
        guard var date = calendar.dateInterval(of: component == .weekOfYear ? .weekOfYear : component,
            for: start)?.start
        else { return [] }
        var out: [Double] = []
        var guardCount = 0
        while date.timeIntervalSinceReferenceDate <= hi + 1e-6, guardCount < 2000 {
            if date.timeIntervalSinceReferenceDate >= lo - 1e-6 { out.append(date.timeIntervalSinceReferenceDate) }
            guard let next = calendar.date(byAdding: component, value: count, to: date) else { break }
            date = next
            guardCount += 1
        }
        return out
    }

    /// The default label of a date for an axis striding by `component`.
    static func label(_ seconds: Double, component: Calendar.Component, calendar: Calendar) -> String {
        let date = Date(timeIntervalSinceReferenceDate: seconds)
        var style = Date.FormatStyle(calendar: calendar, timeZone: calendar.timeZone)
        switch component {
        case .second, .minute: style = style.hour().minute()
        case .hour: style = style.hour()
        case .day, .weekOfYear, .weekday: style = style.month(.abbreviated).day()
        case .month: style = style.month(.abbreviated)
        default: style = style.year()
        }
        return date.formatted(style)
    }
}
