// Members: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// ue7c68b3f7d DatePickerStyleConfiguration.label
@MainActor func use_e7c68b3f7d(_ subject: DatePickerStyleConfiguration) {
    let _: DatePickerStyleConfiguration.Label = subject.label
}

// u4b9a5c3e6c DatePickerStyleConfiguration.selection
@MainActor func use_4b9a5c3e6c(_ subject: DatePickerStyleConfiguration) {
    var subject = subject
    let _: Date = subject.selection
    subject.selection = sample() as Date
}

// u8b23e7af8a DatePickerStyleConfiguration.$selection
@MainActor func use_8b23e7af8a(_ subject: DatePickerStyleConfiguration) {
    let _: Binding<Date> = subject.$selection
}

// u368f6a5f5e DatePickerStyleConfiguration.minimumDate
@MainActor func use_368f6a5f5e(_ subject: DatePickerStyleConfiguration) {
    var subject = subject
    let _: Date? = subject.minimumDate
    subject.minimumDate = sample() as Date?
}

// u99645fc53d DatePickerStyleConfiguration.maximumDate
@MainActor func use_99645fc53d(_ subject: DatePickerStyleConfiguration) {
    var subject = subject
    let _: Date? = subject.maximumDate
    subject.maximumDate = sample() as Date?
}

// uc1c2a9509d DatePickerStyleConfiguration.displayedComponents
@MainActor func use_c1c2a9509d(_ subject: DatePickerStyleConfiguration) {
    var subject = subject
    let _: DatePickerComponents = subject.displayedComponents
    subject.displayedComponents = sample() as DatePickerComponents
}
