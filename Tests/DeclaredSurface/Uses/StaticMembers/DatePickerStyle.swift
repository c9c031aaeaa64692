// Static members: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// u877380accf static DatePickerStyle.automatic where Self == DefaultDatePickerStyle
@MainActor func use_877380accf() {
    let _: DefaultDatePickerStyle = DefaultDatePickerStyle.automatic
    func accept<T: DatePickerStyle>(_ value: T) {}
    accept(.automatic)
}

// u9e88fba35e static DatePickerStyle.graphical where Self == GraphicalDatePickerStyle
@MainActor func use_9e88fba35e() {
    let _: GraphicalDatePickerStyle = GraphicalDatePickerStyle.graphical
    func accept<T: DatePickerStyle>(_ value: T) {}
    accept(.graphical)
}

// u9ffeb6e5cd static DatePickerStyle.wheel where Self == WheelDatePickerStyle
@MainActor func use_9ffeb6e5cd() {
    let _: WheelDatePickerStyle = WheelDatePickerStyle.wheel
    func accept<T: DatePickerStyle>(_ value: T) {}
    accept(.wheel)
}

// u952d641870 static DatePickerStyle.compact where Self == CompactDatePickerStyle
@MainActor func use_952d641870() {
    let _: CompactDatePickerStyle = CompactDatePickerStyle.compact
    func accept<T: DatePickerStyle>(_ value: T) {}
    accept(.compact)
}
