// Static members: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// ue65d9c2ea0 static MenuStyle.borderlessButton where Self == BorderlessButtonMenuStyle
@MainActor func use_e65d9c2ea0() {
    let _: BorderlessButtonMenuStyle = BorderlessButtonMenuStyle.borderlessButton
    func accept<T: MenuStyle>(_ value: T) {}
    accept(.borderlessButton)
}

// u6f43421319 static MenuStyle.automatic where Self == DefaultMenuStyle
@MainActor func use_6f43421319() {
    let _: DefaultMenuStyle = DefaultMenuStyle.automatic
    func accept<T: MenuStyle>(_ value: T) {}
    accept(.automatic)
}

// u352b7a968b static MenuStyle.button where Self == ButtonMenuStyle
@MainActor func use_352b7a968b() {
    let _: ButtonMenuStyle = ButtonMenuStyle.button
    func accept<T: MenuStyle>(_ value: T) {}
    accept(.button)
}
