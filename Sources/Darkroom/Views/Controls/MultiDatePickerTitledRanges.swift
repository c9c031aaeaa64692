import Foundation

// The titled pickers over the ranges SwiftUI declares beside the ones in MultiDatePicker.swift: a localized
// key up to a last date, and a string title over each kind of range.
extension MultiDatePicker where Label == Text {
    /// A picker titled with a localized key, for dates up to a last date.
    public init(_ titleKey: LocalizedStringKey, selection: Binding<Set<DateComponents>>,
                in bounds: PartialRangeUpTo<Date>) {
        self.init(selection: selection, in: bounds) { Text(titleKey) }
    }
    /// A picker titled with a string, for dates in a range.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, selection: Binding<Set<DateComponents>>, in bounds: Range<Date>) {
        self.init(selection: selection, in: bounds) { Text(title) }
    }
    /// A picker titled with a string, for dates from a first date on.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, selection: Binding<Set<DateComponents>>,
                                   in bounds: PartialRangeFrom<Date>) {
        self.init(selection: selection, in: bounds) { Text(title) }
    }
    /// A picker titled with a string, for dates up to a last date.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, selection: Binding<Set<DateComponents>>,
                                   in bounds: PartialRangeUpTo<Date>) {
        self.init(selection: selection, in: bounds) { Text(title) }
    }
}
