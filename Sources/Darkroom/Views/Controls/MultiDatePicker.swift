import Foundation

/// A control for choosing several dates, as SwiftUI's `MultiDatePicker` (iOS 16): drawn as iOS's
/// graphical calendar — the month and year, the weekday initials, and the month's days, each selected
/// day on a circle in the tint colour. The month shown is the earliest selected date's, else the start
/// of the allowed range, else the current month.
nonisolated public struct MultiDatePicker<Label: View>: View {
    let selection: Set<DateComponents>
    let lowerBound: Date?
    let label: Label

    /// A picker for the dates in `selection`.
    public init(selection: Binding<Set<DateComponents>>, @ViewBuilder label: () -> Label) {
        self.selection = selection.wrappedValue
        lowerBound = nil
        self.label = label()
    }
    /// A picker for dates in a range.
    public init(selection: Binding<Set<DateComponents>>, in bounds: Range<Date>, @ViewBuilder label: () -> Label) {
        self.selection = selection.wrappedValue
        lowerBound = bounds.lowerBound
        self.label = label()
    }
    /// A picker for dates from a first date on.
    public init(selection: Binding<Set<DateComponents>>, in bounds: PartialRangeFrom<Date>,
                @ViewBuilder label: () -> Label) {
        self.selection = selection.wrappedValue
        lowerBound = bounds.lowerBound
        self.label = label()
    }
    /// A picker for dates up to a last date.
    public init(selection: Binding<Set<DateComponents>>, in bounds: PartialRangeUpTo<Date>,
                @ViewBuilder label: () -> Label) {
        self.selection = selection.wrappedValue
        lowerBound = nil
        self.label = label()
    }

    @Environment(\.calendar) private var calendar
    @Environment(\.locale) private var locale
    @Environment(\.tint) private var tint

    public var body: some View {
        // Month, weekday names and day grid are computed once per body: each takes a formatter or a
        // calendar walk, and the cells below only index into them.
        let month = shownMonth()
        let symbols = weekdaySymbols()
        let weeks = weeks(of: month)
        let selectedDays = Set(selection.filter { $0.year == month.year && $0.month == month.month }.compactMap(\.day))
        VStack(alignment: .leading, spacing: 12) {
            HStack {
                Text(title(of: month)).font(.headline)
                Spacer()
                Image(systemName: "chevron.left").foregroundStyle(tint ?? .accentColor)
                Image(systemName: "chevron.right").foregroundStyle(tint ?? .accentColor)
            }
            Grid(horizontalSpacing: 0, verticalSpacing: 4) {
                GridRow {
                    ForEach(symbols.indices, id: \.self) { index in
                        Text(symbols[index]).font(.caption.weight(.semibold))
                            .foregroundStyle(.tertiary).frame(maxWidth: .infinity)
                    }
                }
                ForEach(weeks.indices, id: \.self) { week in
                    GridRow {
                        ForEach(weeks[week].indices, id: \.self) { index in
                            day(weeks[week][index], selectedDays: selectedDays)
                        }
                    }
                }
            }
        }
        .padding(.vertical, 8)
    }

    @ViewBuilder private func day(_ day: Int?, selectedDays: Set<Int>) -> some View {
        if let day {
            let selected = selectedDays.contains(day)
            Text("\(day)")
                .font(.title3.weight(selected ? .semibold : .regular))
                .foregroundStyle(selected ? Color.white : Color.primary)
                .frame(width: 40, height: 40)
                .background(Circle().fill(selected ? (tint ?? .accentColor) : .clear))
                .frame(maxWidth: .infinity)
        } else {
            Color.clear.frame(height: 40).frame(maxWidth: .infinity)
        }
    }

    private func shownMonth() -> DateComponents {
        let dates = selection.compactMap { calendar.date(from: $0) }
        let anchor = dates.min() ?? lowerBound ?? Date()
        return calendar.dateComponents([.year, .month], from: anchor)
    }

    private func title(of month: DateComponents) -> String {
        let formatter = DateFormatter()
        formatter.locale = locale
        formatter.calendar = calendar
        formatter.timeZone = calendar.timeZone
        formatter.setLocalizedDateFormatFromTemplate("MMMM yyyy")
        return calendar.date(from: month).map(formatter.string(from:)) ?? ""
    }

    private func weekdaySymbols() -> [String] {
        let formatter = DateFormatter()
        formatter.locale = locale
        let symbols = formatter.shortWeekdaySymbols ?? []
        guard symbols.count == 7 else { return symbols.map { $0.uppercased() } }
        let first = calendar.firstWeekday - 1
        return (0..<7).map { symbols[(first + $0) % 7].uppercased() }
    }

    /// The month's days in rows of seven, nil before the first and after the last day.
    private func weeks(of month: DateComponents) -> [[Int?]] {
        guard let start = calendar.date(from: month),
              let days = calendar.range(of: .day, in: .month, for: start)?.count else { return [] }
        let weekday = calendar.component(.weekday, from: start)
        let lead = (weekday - calendar.firstWeekday + 7) % 7
        var cells: [Int?] = Array(repeating: nil, count: lead) + (1...days).map { Optional($0) }
        while cells.count % 7 != 0 { cells.append(nil) }
        return stride(from: 0, to: cells.count, by: 7).map { Array(cells[$0..<$0 + 7]) }
    }
}

extension MultiDatePicker where Label == Text {
    /// A picker titled with a localized key.
    public init(_ titleKey: LocalizedStringKey, selection: Binding<Set<DateComponents>>) {
        self.init(selection: selection) { Text(titleKey) }
    }
    /// A picker titled with a localized key, for dates in a range.
    public init(_ titleKey: LocalizedStringKey, selection: Binding<Set<DateComponents>>, in bounds: Range<Date>) {
        self.init(selection: selection, in: bounds) { Text(titleKey) }
    }
    /// A picker titled with a localized key, for dates from a first date on.
    public init(_ titleKey: LocalizedStringKey, selection: Binding<Set<DateComponents>>,
                in bounds: PartialRangeFrom<Date>) {
        self.init(selection: selection, in: bounds) { Text(titleKey) }
    }
    /// A picker titled with a string.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, selection: Binding<Set<DateComponents>>) {
        self.init(selection: selection) { Text(title) }
    }
}
