import Foundation

/// A date picker's look; every style draws the compact look in a still frame.
public protocol DatePickerStyle {}
/// The default date picker style: the compact look on iOS.
nonisolated public struct DefaultDatePickerStyle: DatePickerStyle {
    /// Creates the default date picker style.
    public init() {}
}
/// A date picker style that shows the components in a compact, textual format.
nonisolated public struct CompactDatePickerStyle: DatePickerStyle {
    /// Creates the compact date picker style.
    public init() {}
}
/// A date picker style that shows an interactive calendar or clock (drawn compact in a render).
nonisolated public struct GraphicalDatePickerStyle: DatePickerStyle {
    /// Creates the graphical date picker style.
    public init() {}
}
/// A date picker style that shows each component as a column in a scrollable wheel (drawn compact in a render).
nonisolated public struct WheelDatePickerStyle: DatePickerStyle {
    /// Creates the wheel date picker style.
    public init() {}
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

extension View {
    /// Sets the date picker style (drawn compact: see `DatePicker`).
    nonisolated public func datePickerStyle<S: DatePickerStyle>(_ style: S) -> some View { self }
}
