import Foundation

/// A control for choosing a date, drawn in iOS's compact style: the label at the
/// leading edge and, at the trailing edge, the date and the time each in a grey
/// rounded capsule (formatted with the environment's locale and time zone).
nonisolated public struct DatePicker<Label: View>: View {
    let date: Date
    let components: DatePickerComponents
    let label: Label

    public init(selection: Binding<Date>, displayedComponents: DatePickerComponents = [.hourAndMinute, .date],
                @ViewBuilder label: () -> Label) {
        date = selection.wrappedValue; components = displayedComponents; self.label = label()
    }
    public init(selection: Binding<Date>, in range: ClosedRange<Date>,
                displayedComponents: DatePickerComponents = [.hourAndMinute, .date], @ViewBuilder label: () -> Label) {
        self.init(selection: selection, displayedComponents: displayedComponents, label: label)
    }
    public init(selection: Binding<Date>, in range: PartialRangeFrom<Date>,
                displayedComponents: DatePickerComponents = [.hourAndMinute, .date], @ViewBuilder label: () -> Label) {
        self.init(selection: selection, displayedComponents: displayedComponents, label: label)
    }
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
    public init(_ titleKey: LocalizedStringKey, selection: Binding<Date>,
                displayedComponents: DatePickerComponents = [.hourAndMinute, .date]) {
        self.init(selection: selection, displayedComponents: displayedComponents) { Text(titleKey) }
    }
    public init(_ titleKey: LocalizedStringKey, selection: Binding<Date>, in range: ClosedRange<Date>,
                displayedComponents: DatePickerComponents = [.hourAndMinute, .date]) {
        self.init(selection: selection, displayedComponents: displayedComponents) { Text(titleKey) }
    }
    public init(_ titleKey: LocalizedStringKey, selection: Binding<Date>, in range: PartialRangeFrom<Date>,
                displayedComponents: DatePickerComponents = [.hourAndMinute, .date]) {
        self.init(selection: selection, displayedComponents: displayedComponents) { Text(titleKey) }
    }
    public init(_ titleKey: LocalizedStringKey, selection: Binding<Date>, in range: PartialRangeThrough<Date>,
                displayedComponents: DatePickerComponents = [.hourAndMinute, .date]) {
        self.init(selection: selection, displayedComponents: displayedComponents) { Text(titleKey) }
    }
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
    public static let hourAndMinute = DatePickerComponents(rawValue: 1)
    public static let date = DatePickerComponents(rawValue: 2)
}

/// A date picker's look; every style draws the compact look in a still frame.
public protocol DatePickerStyle {}
nonisolated public struct DefaultDatePickerStyle: DatePickerStyle { public init() {} }
nonisolated public struct CompactDatePickerStyle: DatePickerStyle { public init() {} }
nonisolated public struct GraphicalDatePickerStyle: DatePickerStyle { public init() {} }
nonisolated public struct WheelDatePickerStyle: DatePickerStyle { public init() {} }
extension DatePickerStyle where Self == DefaultDatePickerStyle { public static var automatic: Self { Self() } }
extension DatePickerStyle where Self == CompactDatePickerStyle { public static var compact: Self { Self() } }
extension DatePickerStyle where Self == GraphicalDatePickerStyle { public static var graphical: Self { Self() } }
extension DatePickerStyle where Self == WheelDatePickerStyle { public static var wheel: Self { Self() } }

extension View {
    /// Sets the date picker style (drawn compact: see `DatePicker`).
    nonisolated public func datePickerStyle<S: DatePickerStyle>(_ style: S) -> some View { self }
}
