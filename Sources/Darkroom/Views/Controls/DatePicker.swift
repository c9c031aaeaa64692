import Foundation

/// A control for choosing a date, drawn in iOS's compact style: the label at the
/// leading edge and, at the trailing edge, the date and the time each in a grey
/// rounded capsule (formatted with the environment's locale and time zone).
nonisolated public struct DatePicker<Label: View>: View {
    let date: Date
    let components: DatePickerComponents
    let label: Label
    /// The selection, for a custom style's configuration.
    var selection: Binding<Date> { .constant(date) }
    /// A picker drawn for a built-in style's body draws the compact look, not the environment's style.
    var systemLook = false
    /// The parts of a date a picker can show.
    public typealias Components = DatePickerComponents

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

    @Environment(\.datePickerStyleBox) private var style
    public var body: some View {
        if let style, !systemLook {
            style.makeBody(DatePickerStyleConfiguration(
                label: .init(AnyView(label)), selection: selection, minimumDate: nil, maximumDate: nil,
                displayedComponents: components))
        } else {
            compact
        }
    }

    private var compact: some View {
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
