import Foundation

// The interpolations of a localized key that SwiftUI declares beside the ones in LocalizedStringKey.swift: a
// date in a text date style, a timer, and a value written by a Foundation formatter.
extension LocalizedStringKey.StringInterpolation {
    /// Inserts a date as `Text(_:style:)` draws it (`"Due \(date, style: .relative)"`).
    public mutating func appendInterpolation(_ date: Date, style: Text.DateStyle) {
        appendInterpolation(Text(date, style: style))
    }

    /// Inserts a timer as `Text(timerInterval:pauseTime:countsDown:showsHours:)` draws it at the moment of
    /// rendering.
    public mutating func appendInterpolation(
        timerInterval: ClosedRange<Date>, pauseTime: Date? = nil, countsDown: Bool = true, showsHours: Bool = true
    ) {
        appendInterpolation(
            Text(timerInterval: timerInterval, pauseTime: pauseTime, countsDown: countsDown, showsHours: showsHours))
    }

    /// Inserts a value as `formatter` writes it (`"\(date, formatter: dateFormatter)"`); without a formatter, or
    /// when it cannot write the value, as `String(describing:)` does.
    public mutating func appendInterpolation<Subject: ReferenceConvertible>(_ subject: Subject, formatter: Formatter?) {
        appendInterpolation(formatter?.string(for: subject) ?? String(describing: subject))
    }

    /// Inserts an object as `formatter` writes it; without a formatter, or when it cannot write the object, as
    /// `String(describing:)` does.
    public mutating func appendInterpolation<Subject: NSObject>(_ subject: Subject, formatter: Formatter?) {
        appendInterpolation(formatter?.string(for: subject) ?? String(describing: subject))
    }
}
