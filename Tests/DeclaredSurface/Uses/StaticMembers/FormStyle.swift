// Static members: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// ue10555f214 static FormStyle.columns where Self == ColumnsFormStyle
@MainActor func use_e10555f214() {
    let _: ColumnsFormStyle = ColumnsFormStyle.columns
    func accept<T: FormStyle>(_ value: T) {}
    accept(.columns)
}

// u4072f01f26 static FormStyle.automatic where Self == AutomaticFormStyle
@MainActor func use_4072f01f26() {
    let _: AutomaticFormStyle = AutomaticFormStyle.automatic
    func accept<T: FormStyle>(_ value: T) {}
    accept(.automatic)
}

// u7d1bc93402 static FormStyle.grouped where Self == GroupedFormStyle
@MainActor func use_7d1bc93402() {
    let _: GroupedFormStyle = GroupedFormStyle.grouped
    func accept<T: FormStyle>(_ value: T) {}
    accept(.grouped)
}
