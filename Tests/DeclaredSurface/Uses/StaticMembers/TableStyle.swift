// Static members: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// uc8b823bdda static TableStyle.automatic where Self == AutomaticTableStyle
@MainActor func use_c8b823bdda() {
    let _: AutomaticTableStyle = AutomaticTableStyle.automatic
    func accept<T: TableStyle>(_ value: T) {}
    accept(.automatic)
}

// u72e1e565de static TableStyle.inset where Self == InsetTableStyle
@MainActor func use_72e1e565de() {
    let _: InsetTableStyle = InsetTableStyle.inset
    func accept<T: TableStyle>(_ value: T) {}
    accept(.inset)
}
