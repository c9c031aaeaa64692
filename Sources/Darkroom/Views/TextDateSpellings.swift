import Foundation

// Text made from dates and formatters in the spellings SwiftUI declares beside `Text(_:style:)` and
// `Text(_:format:)`: a date range, a date interval, a running timer, a Foundation formatter. A still frame shows
// each as it reads at the moment of rendering, in the environment's locale.

extension Text {
    /// A range of dates: "9:41 AM – 10:41 AM"-style times when both ends fall on the same day, short dates
    /// otherwise (Foundation on Linux has no date interval formatter, so the ends are formatted one by one).
    public init(_ dates: ClosedRange<Date>) {
        let (start, end) = (dates.lowerBound, dates.upperBound)
        self.init(formatted: { locale in Text.intervalString(from: start, to: end, locale: locale) })
    }

    /// A date interval, shown as the range from its start to its end.
    public init(_ interval: DateInterval) { self.init(interval.start...interval.end) }

    /// A timer over `timerInterval`, shown as it reads at the moment of rendering (or at `pauseTime`): the time
    /// left when counting down, the time elapsed otherwise, as "m:ss", or "h:mm:ss" with hours when `showsHours`.
    public init(timerInterval: ClosedRange<Date>, pauseTime: Date? = nil, countsDown: Bool = true,
                showsHours: Bool = true)
    {
        self.init(formatted: { _ in
            let now = min(max(pauseTime ?? Date(), timerInterval.lowerBound), timerInterval.upperBound)
            let seconds = countsDown
                ? timerInterval.upperBound.timeIntervalSince(now) : now.timeIntervalSince(timerInterval.lowerBound)
            let s = Int(max(0, seconds).rounded(.down))
            let (h, m, sec) = (s / 3600, (s / 60) % 60, s % 60)
            return showsHours && h > 0
                ? String(format: "%d:%02d:%02d", h, m, sec)
                : String(format: "%d:%02d", showsHours ? m : s / 60, sec)
        })
    }

    /// A value formatted with a Foundation formatter (empty when the formatter cannot format it).
    public init<Subject: ReferenceConvertible>(_ subject: Subject, formatter: Formatter) {
        let string = formatter.string(for: subject) ?? ""
        self.init(verbatim: string)
    }

    /// An object formatted with a Foundation formatter (empty when the formatter cannot format it).
    public init<Subject: NSObject>(_ subject: Subject, formatter: Formatter) {
        let string = formatter.string(for: subject) ?? ""
        self.init(verbatim: string)
    }

    init(formatted format: @escaping (Locale) -> String) {
        self.init(segments: [Segment(content: .formatted(FormatBox(format: format)))])
    }

    static func intervalString(from start: Date, to end: Date, locale: Locale) -> String {
        let formatter = DateFormatter()
        formatter.locale = locale
        let sameDay = Calendar.current.isDate(start, inSameDayAs: end)
        formatter.dateStyle = sameDay ? .none : .short
        formatter.timeStyle = sameDay ? .short : .none
        return formatter.string(from: start) + " – " + formatter.string(from: end)
    }
}

extension Text.DateStyle: Codable {
    /// Decodes a style from its name.
    public init(from decoder: any Decoder) throws {
        let name = try decoder.singleValueContainer().decode(String.self)
        switch name {
        case "time": self = .time
        case "date": self = .date
        case "relative": self = .relative
        case "offset": self = .offset
        case "timer": self = .timer
        default:
            throw DecodingError.dataCorrupted(
                DecodingError.Context(codingPath: decoder.codingPath, debugDescription: "no date style \(name)"))
        }
    }
    /// Encodes the style's name.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        let name = switch self {
        case .time: "time"
        case .date: "date"
        case .relative: "relative"
        case .offset: "offset"
        case .timer: "timer"
        }
        try container.encode(name)
    }
}
