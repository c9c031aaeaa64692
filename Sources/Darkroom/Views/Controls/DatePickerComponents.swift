import Foundation

/// Which parts of a date a `DatePicker` shows.
nonisolated public struct DatePickerComponents: OptionSet, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    /// The hour and minute, formatted for the environment's locale (short time style).
    public static let hourAndMinute = DatePickerComponents(rawValue: 1)
    /// The day, month and year, formatted for the environment's locale (medium date style).
    public static let date = DatePickerComponents(rawValue: 2)
}
