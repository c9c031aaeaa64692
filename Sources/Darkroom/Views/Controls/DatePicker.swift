import Foundation

/// A control for choosing a date, drawn in iOS's compact style: the label at the
/// leading edge and, at the trailing edge, the date and the time each in a grey
/// rounded capsule (formatted with the environment's locale and time zone).
nonisolated public struct DatePicker<Label: View>: View {
    let date: Date
    let components: DatePickerComponents
    let label: Label

    /// Creates a date picker with a custom label.
    ///
    /// - Parameters:
    ///   - selection: The date shown.
    ///   - displayedComponents: The parts of the date shown: the date, the time or both (the default).
    ///   - label: The view that describes the picker, at the leading edge.
    public init(selection: Binding<Date>, displayedComponents: DatePickerComponents = [.hourAndMinute, .date],
                @ViewBuilder label: () -> Label) {
        date = selection.wrappedValue; components = displayedComponents; self.label = label()
    }
    /// Creates a date picker limited to a closed range of dates, with a custom label.
    ///
    /// The range is accepted; a render shows the selected date as it is.
    ///
    /// - Parameters:
    ///   - selection: The date shown.
    ///   - range: The dates that can be chosen.
    ///   - displayedComponents: The parts of the date shown: the date, the time or both (the default).
    ///   - label: The view that describes the picker, at the leading edge.
    public init(selection: Binding<Date>, in range: ClosedRange<Date>,
                displayedComponents: DatePickerComponents = [.hourAndMinute, .date], @ViewBuilder label: () -> Label) {
        self.init(selection: selection, displayedComponents: displayedComponents, label: label)
    }
    /// Creates a date picker limited to dates from a start date on, with a custom label.
    ///
    /// The range is accepted; a render shows the selected date as it is.
    ///
    /// - Parameters:
    ///   - selection: The date shown.
    ///   - range: The dates that can be chosen.
    ///   - displayedComponents: The parts of the date shown: the date, the time or both (the default).
    ///   - label: The view that describes the picker, at the leading edge.
    public init(selection: Binding<Date>, in range: PartialRangeFrom<Date>,
                displayedComponents: DatePickerComponents = [.hourAndMinute, .date], @ViewBuilder label: () -> Label) {
        self.init(selection: selection, displayedComponents: displayedComponents, label: label)
    }
    /// Creates a date picker limited to dates up to an end date, with a custom label.
    ///
    /// The range is accepted; a render shows the selected date as it is.
    ///
    /// - Parameters:
    ///   - selection: The date shown.
    ///   - range: The dates that can be chosen.
    ///   - displayedComponents: The parts of the date shown: the date, the time or both (the default).
    ///   - label: The view that describes the picker, at the leading edge.
    public init(selection: Binding<Date>, in range: PartialRangeThrough<Date>,
                displayedComponents: DatePickerComponents = [.hourAndMinute, .date], @ViewBuilder label: () -> Label) {
        self.init(selection: selection, displayedComponents: displayedComponents, label: label)
    }

    @Environment(\.locale) private var locale
    @Environment(\.timeZone) private var timeZone
    @Environment(\.labelsHidden) private var labelsHidden

    public var body: some View {
        HStack(spacing: 6) {
            if !labelsHidden {
                label
                Spacer()
            }
            if components.contains(.date) { capsule(dateStyle: .medium, timeStyle: .none) }
            if components.contains(.hourAndMinute) { capsule(dateStyle: .none, timeStyle: .short) }
        }
        .formRowCompact(34)
    }

    private func capsule(dateStyle: DateFormatter.Style, timeStyle: DateFormatter.Style) -> some View {
        let formatter = DateFormatter()
        formatter.locale = locale
        formatter.timeZone = timeZone
        formatter.dateStyle = dateStyle
        formatter.timeStyle = timeStyle
        return Text(formatter.string(from: date))
            .padding(.horizontal, 11)
            .padding(.vertical, 6)
            .background(RoundedRectangle(cornerRadius: 6, style: .continuous).fill(ControlColors.fill))
    }
}

extension DatePicker where Label == Text {
    /// Creates a date picker with a localized title.
    ///
    /// - Parameters:
    ///   - titleKey: The key of the picker's title.
    ///   - selection: The date shown.
    ///   - displayedComponents: The parts of the date shown: the date, the time or both (the default).
    public init(_ titleKey: LocalizedStringKey, selection: Binding<Date>,
                displayedComponents: DatePickerComponents = [.hourAndMinute, .date]) {
        self.init(selection: selection, displayedComponents: displayedComponents) { Text(titleKey) }
    }
    /// Creates a date picker with a localized title, limited to a closed range of dates.
    ///
    /// The range is accepted; a render shows the selected date as it is.
    ///
    /// - Parameters:
    ///   - titleKey: The key of the picker's title.
    ///   - selection: The date shown.
    ///   - range: The dates that can be chosen.
    ///   - displayedComponents: The parts of the date shown: the date, the time or both (the default).
    public init(_ titleKey: LocalizedStringKey, selection: Binding<Date>, in range: ClosedRange<Date>,
                displayedComponents: DatePickerComponents = [.hourAndMinute, .date]) {
        self.init(selection: selection, displayedComponents: displayedComponents) { Text(titleKey) }
    }
    /// Creates a date picker with a localized title, limited to dates from a start date on.
    ///
    /// The range is accepted; a render shows the selected date as it is.
    ///
    /// - Parameters:
    ///   - titleKey: The key of the picker's title.
    ///   - selection: The date shown.
    ///   - range: The dates that can be chosen.
    ///   - displayedComponents: The parts of the date shown: the date, the time or both (the default).
    public init(_ titleKey: LocalizedStringKey, selection: Binding<Date>, in range: PartialRangeFrom<Date>,
                displayedComponents: DatePickerComponents = [.hourAndMinute, .date]) {
        self.init(selection: selection, displayedComponents: displayedComponents) { Text(titleKey) }
    }
    /// Creates a date picker with a localized title, limited to dates up to an end date.
    ///
    /// The range is accepted; a render shows the selected date as it is.
    ///
    /// - Parameters:
    ///   - titleKey: The key of the picker's title.
    ///   - selection: The date shown.
    ///   - range: The dates that can be chosen.
    ///   - displayedComponents: The parts of the date shown: the date, the time or both (the default).
    public init(_ titleKey: LocalizedStringKey, selection: Binding<Date>, in range: PartialRangeThrough<Date>,
                displayedComponents: DatePickerComponents = [.hourAndMinute, .date]) {
        self.init(selection: selection, displayedComponents: displayedComponents) { Text(titleKey) }
    }
    /// Creates a date picker with a string title, shown verbatim.
    ///
    /// - Parameters:
    ///   - title: The picker's title.
    ///   - selection: The date shown.
    ///   - displayedComponents: The parts of the date shown: the date, the time or both (the default).
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, selection: Binding<Date>,
                                   displayedComponents: DatePickerComponents = [.hourAndMinute, .date]) {
        self.init(selection: selection, displayedComponents: displayedComponents) { Text(title) }
    }
}

/// Which parts of a date a `DatePicker` shows.
nonisolated public struct DatePickerComponents: OptionSet, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    /// The hour and minute, formatted for the environment's locale (short time style).
    public static let hourAndMinute = DatePickerComponents(rawValue: 1)
    /// The day, month and year, formatted for the environment's locale (medium date style).
    public static let date = DatePickerComponents(rawValue: 2)
}

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
