// Static members: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// u8d1bbe5d43 static GroupBoxStyle.automatic where Self == DefaultGroupBoxStyle
@MainActor func use_8d1bbe5d43() {
    let _: DefaultGroupBoxStyle = DefaultGroupBoxStyle.automatic
    func accept<T: GroupBoxStyle>(_ value: T) {}
    accept(.automatic)
}
