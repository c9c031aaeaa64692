import Foundation

#if !canImport(Darwin)
    // swift-corelibs-foundation declares `DateComponentsFormatter` unavailable. A type of the same
    // name here is found instead of it by name lookup (an unavailable declaration loses to an
    // available one), so `DateComponentsFormatter()` compiles in files importing both Foundation
    // and Darkroom; `Foundation.DateComponentsFormatter` still names the unavailable one.

    /// Formats durations ("1:02:03", "1h 2m", "1 hour, 2 minutes"), as Foundation's
    /// `DateComponentsFormatter`, in English (other locales are written in English too).
    open class DateComponentsFormatter: Formatter, @unchecked Sendable {
        /// How units are written, as `DateComponentsFormatter.UnitsStyle`.
        public enum UnitsStyle: Int, Sendable {
            /// `1:02:03`.
            case positional = 0
            /// `1h 2m 3s`.
            case abbreviated = 1
            /// `1 hr, 2 min, 3 sec`.
            case short = 2
            /// `1 hour, 2 minutes, 3 seconds`.
            case full = 3
            /// `one hour, two minutes, three seconds`.
            case spellOut = 4
            /// `1hr 2min 3sec`.
            case brief = 5
        }

        /// Which zero units are left out or padded, as `DateComponentsFormatter.ZeroFormattingBehavior`.
        public struct ZeroFormattingBehavior: OptionSet, Sendable {
            public let rawValue: UInt
            public init(rawValue: UInt) { self.rawValue = rawValue }
            /// Positional styles pad (`1:00`); the others drop every zero unit.
            public static let `default` = ZeroFormattingBehavior(rawValue: 1 << 0)
            /// Drops zero units before the first non-zero one.
            public static let dropLeading = ZeroFormattingBehavior(rawValue: 1 << 1)
            /// Drops zero units between non-zero ones.
            public static let dropMiddle = ZeroFormattingBehavior(rawValue: 1 << 2)
            /// Drops zero units after the last non-zero one.
            public static let dropTrailing = ZeroFormattingBehavior(rawValue: 1 << 3)
            /// Drops every zero unit.
            public static let dropAll: ZeroFormattingBehavior = [.dropLeading, .dropMiddle, .dropTrailing]
            /// Pads positional units with zeros (`01:02:03`).
            public static let pad = ZeroFormattingBehavior(rawValue: 1 << 16)
        }

        /// The units written, largest first; hours, minutes and seconds unless set.
        open var allowedUnits: NSCalendar.Unit = [.hour, .minute, .second]
        /// How units are written.
        open var unitsStyle: UnitsStyle = .positional
        /// Which zero units are dropped or padded.
        open var zeroFormattingBehavior: ZeroFormattingBehavior = .default
        /// At most this many units, the last one rounded down; 0 means no limit.
        open var maximumUnitCount = 0
        /// Whether the string starts with "About".
        open var includesApproximationPhrase = false
        /// Whether the string ends with "remaining".
        open var includesTimeRemainingPhrase = false
        /// Whether the smallest unit may be fractional (kept: units are whole).
        open var allowsFractionalUnits = false
        /// Whether a value of one of the largest unit is written in the next unit down (kept).
        open var collapsesLargestUnit = false
        /// The calendar for months and years (Gregorian).
        open var calendar: Calendar? = Calendar(identifier: .gregorian)
        /// The date intervals count from (kept).
        open var referenceDate: Date?

        /// A formatter with hours, minutes and seconds, positional.
        public override init() { super.init() }
        /// A formatter decoded from an archive: a default one.
        public required init?(coder: NSCoder) { super.init() }

        /// A duration in seconds written with the allowed units; `nil` when none is allowed.
        open func string(from ti: TimeInterval) -> String? {
            guard ti.isFinite else { return nil }
            return format(seconds: ti)
        }

        /// Date components written with the allowed units.
        open func string(from components: DateComponents) -> String? {
            var total = 0.0
            total += Double(components.year ?? 0) * 365 * 86_400
            total += Double(components.month ?? 0) * 30 * 86_400
            total += Double(components.weekOfMonth ?? components.weekOfYear ?? 0) * 7 * 86_400
            total += Double(components.day ?? 0) * 86_400
            total += Double(components.hour ?? 0) * 3_600
            total += Double(components.minute ?? 0) * 60
            total += Double(components.second ?? 0)
            return format(seconds: total)
        }

        /// The time between two dates written with the allowed units.
        open func string(from startDate: Date, to endDate: Date) -> String? {
            string(from: endDate.timeIntervalSince(startDate))
        }

        /// A `TimeInterval`, number or `DateComponents` written with the allowed units.
        open override func string(for obj: Any?) -> String? {
            switch obj {
            case let ti as TimeInterval: string(from: ti)
            case let n as NSNumber: string(from: n.doubleValue)
            case let c as DateComponents: string(from: c)
            default: nil
            }
        }

        /// Components written in `unitsStyle` with the units they set.
        open class func localizedString(from components: DateComponents, unitsStyle: UnitsStyle) -> String? {
            let f = DateComponentsFormatter()
            f.unitsStyle = unitsStyle
            var units: NSCalendar.Unit = []
            if components.year != nil { units.insert(.year) }
            if components.month != nil { units.insert(.month) }
            if components.weekOfMonth != nil || components.weekOfYear != nil { units.insert(.weekOfMonth) }
            if components.day != nil { units.insert(.day) }
            if components.hour != nil { units.insert(.hour) }
            if components.minute != nil { units.insert(.minute) }
            if components.second != nil { units.insert(.second) }
            f.allowedUnits = units.isEmpty ? [.second] : units
            return f.string(from: components)
        }

        private func format(seconds ti: TimeInterval) -> String? {
            let units = DurationUnit.allCases.filter { allowedUnits.contains($0.calendarUnit) }
            guard !units.isEmpty else { return nil }
            let negative = ti < 0
            var rest = abs(ti).rounded(.towardZero)
            var values: [(DurationUnit, Int)] = []
            for unit in units {
                let v = (rest / unit.seconds).rounded(.towardZero)
                values.append((unit, Int(v)))
                rest -= v * unit.seconds
            }
            var shown = dropZeros(values)
            if maximumUnitCount > 0, shown.count > maximumUnitCount {
                let firstNonZero = shown.firstIndex { $0.1 != 0 } ?? 0
                shown = Array(shown[firstNonZero..<min(shown.count, firstNonZero + maximumUnitCount)])
            }
            var text = unitsStyle == .positional ? positional(shown) : named(shown)
            if negative && shown.contains(where: { $0.1 != 0 }) { text = "-" + text }
            if includesApproximationPhrase { text = "About " + text }
            if includesTimeRemainingPhrase { text += " remaining" }
            return text
        }

        private func dropZeros(_ values: [(DurationUnit, Int)]) -> [(DurationUnit, Int)] {
            var behavior = zeroFormattingBehavior
            if behavior == .default {
                behavior = unitsStyle == .positional ? [.dropLeading] : .dropAll
            }
            guard let first = values.firstIndex(where: { $0.1 != 0 }),
                  let last = values.lastIndex(where: { $0.1 != 0 }) else {
                // All zero: the smallest unit, as Foundation writes `0s` / `0:00`.
                return unitsStyle == .positional ? Array(values.suffix(min(2, values.count))) : [values.last!]
            }
            var out: [(DurationUnit, Int)] = []
            for (i, pair) in values.enumerated() {
                if pair.1 == 0 {
                    if i < first && behavior.contains(.dropLeading) {
                        // Positional styles keep minutes before seconds (`0:05`).
                        if unitsStyle == .positional && i == values.count - 2 { out.append(pair) }
                        continue
                    }
                    if i > last && behavior.contains(.dropTrailing) && unitsStyle != .positional { continue }
                    if i > first && i < last && behavior.contains(.dropMiddle) && unitsStyle != .positional { continue }
                }
                out.append(pair)
            }
            return out
        }

        private func positional(_ values: [(DurationUnit, Int)]) -> String {
            let pad = zeroFormattingBehavior.contains(.pad)
            return values.enumerated().map { i, pair in
                i == 0 && !pad ? String(pair.1) : String(format: "%02d", pair.1)
            }.joined(separator: ":")
        }

        private func named(_ values: [(DurationUnit, Int)]) -> String {
            let parts = values.map { unit, v in unit.name(v, style: unitsStyle) }
            switch unitsStyle {
            case .abbreviated, .brief: return parts.joined(separator: " ")
            default: return parts.joined(separator: ", ")
            }
        }
    }

    /// The units a duration is written in, largest first.
    enum DurationUnit: CaseIterable {
        case year, month, week, day, hour, minute, second

        var calendarUnit: NSCalendar.Unit {
            switch self {
            case .year: .year
            case .month: .month
            case .week: .weekOfMonth
            case .day: .day
            case .hour: .hour
            case .minute: .minute
            case .second: .second
            }
        }

        var seconds: Double {
            switch self {
            case .year: 365 * 86_400
            case .month: 30 * 86_400
            case .week: 7 * 86_400
            case .day: 86_400
            case .hour: 3_600
            case .minute: 60
            case .second: 1
            }
        }

        func name(_ v: Int, style: DateComponentsFormatter.UnitsStyle) -> String {
            let one = v == 1
            switch style {
            case .abbreviated:
                let s = ["y", "mo", "w", "d", "h", "m", "s"][index]
                return "\(v)\(s)"
            case .brief:
                let s = ["yr", "mth", "wk", "day", "hr", "min", "sec"][index]
                return "\(v)\(s)" + (one || index >= 4 ? "" : (index == 3 ? "s" : ""))
            case .short:
                let s = one ? ["yr", "mth", "wk", "day", "hr", "min", "sec"][index]
                    : ["yrs", "mths", "wks", "days", "hr", "min", "sec"][index]
                return "\(v) \(s)"
            case .spellOut:
                return "\(NumberWords.english(v)) \(fullName(one))"
            default:
                return "\(v) \(fullName(one))"
            }
        }

        private var index: Int { Self.allCases.firstIndex(of: self)! }

        private func fullName(_ one: Bool) -> String {
            let base = ["year", "month", "week", "day", "hour", "minute", "second"][index]
            return one ? base : base + "s"
        }
    }

    /// Whole numbers in English words, for `.spellOut`.
    enum NumberWords {
        private static let small = ["zero", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine",
                                    "ten", "eleven", "twelve", "thirteen", "fourteen", "fifteen", "sixteen",
                                    "seventeen", "eighteen", "nineteen"]
        private static let tens = ["", "", "twenty", "thirty", "forty", "fifty", "sixty", "seventy", "eighty", "ninety"]

        static func english(_ n: Int) -> String {
            if n < 0 { return "minus " + english(-n) }
            if n < 20 { return small[n] }
            if n < 100 { return tens[n / 10] + (n % 10 == 0 ? "" : "-" + small[n % 10]) }
            if n < 1000 {
                return small[n / 100] + " hundred" + (n % 100 == 0 ? "" : " " + english(n % 100))
            }
            for (size, word) in [(1_000_000_000, "billion"), (1_000_000, "million"), (1000, "thousand")] where n >= size
            {
                return english(n / size) + " " + word + (n % size == 0 ? "" : " " + english(n % size))
            }
            return String(n)
        }
    }
#endif
