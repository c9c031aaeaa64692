import Foundation

/// The default date picker style: the compact look on iOS.
nonisolated public struct DefaultDatePickerStyle: DatePickerStyle {
    /// Creates the default date picker style.
    public init() {}
    /// The compact look for `configuration` (see `DatePicker`).
    public func makeBody(configuration: Configuration) -> some View {
        CompactDatePickerBody(configuration: configuration)
    }
}
/// A date picker style that shows the components in a compact, textual format.
nonisolated public struct CompactDatePickerStyle: DatePickerStyle {
    /// Creates the compact date picker style.
    public init() {}
    /// The compact look for `configuration` (see `DatePicker`).
    public func makeBody(configuration: Configuration) -> some View {
        CompactDatePickerBody(configuration: configuration)
    }
}
/// A date picker style that shows an interactive calendar or clock (drawn compact in a render).
nonisolated public struct GraphicalDatePickerStyle: DatePickerStyle {
    /// Creates the graphical date picker style.
    public init() {}
    /// The compact look for `configuration` (see `DatePicker`).
    public func makeBody(configuration: Configuration) -> some View {
        CompactDatePickerBody(configuration: configuration)
    }
}
/// A date picker style that shows each component as a column in a scrollable wheel (drawn compact in a render).
nonisolated public struct WheelDatePickerStyle: DatePickerStyle {
    /// Creates the wheel date picker style.
    public init() {}
    /// The compact look for `configuration` (see `DatePicker`).
    public func makeBody(configuration: Configuration) -> some View {
        CompactDatePickerBody(configuration: configuration)
    }
}
extension DatePickerStyle where Self == DefaultDatePickerStyle {
    /// The default date picker style.
    public static var automatic: Self { Self() }
}
extension DatePickerStyle where Self == CompactDatePickerStyle {
    /// A date picker style that shows the components in a compact, textual format.
    public static var compact: Self { Self() }
}
extension DatePickerStyle where Self == GraphicalDatePickerStyle {
    /// A date picker style that shows an interactive calendar or clock (drawn compact in a render).
    public static var graphical: Self { Self() }
}
extension DatePickerStyle where Self == WheelDatePickerStyle {
    /// A date picker style that shows each component as a wheel column (drawn compact in a render).
    public static var wheel: Self { Self() }
}
