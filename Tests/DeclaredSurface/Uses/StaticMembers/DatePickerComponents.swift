// Static members: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// u496563c5b8 static DatePickerComponents.hourAndMinute
@MainActor func use_496563c5b8() {
    let _: DatePickerComponents = DatePickerComponents.hourAndMinute
}

// udd20b611cb static DatePickerComponents.date
@MainActor func use_dd20b611cb() {
    let _: DatePickerComponents = DatePickerComponents.date
}
