// Static members: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// ub7ea7f40eb static TextFieldStyle.automatic where Self == DefaultTextFieldStyle
@MainActor func use_b7ea7f40eb() {
    let _: DefaultTextFieldStyle = DefaultTextFieldStyle.automatic
    func accept<T: TextFieldStyle>(_ value: T) {}
    accept(.automatic)
}

// ubbf7066f4c static TextFieldStyle.roundedBorder where Self == RoundedBorderTextFieldStyle
@MainActor func use_bbf7066f4c() {
    let _: RoundedBorderTextFieldStyle = RoundedBorderTextFieldStyle.roundedBorder
    func accept<T: TextFieldStyle>(_ value: T) {}
    accept(.roundedBorder)
}

// ucb68f070e4 static TextFieldStyle.plain where Self == PlainTextFieldStyle
@MainActor func use_cb68f070e4() {
    let _: PlainTextFieldStyle = PlainTextFieldStyle.plain
    func accept<T: TextFieldStyle>(_ value: T) {}
    accept(.plain)
}
