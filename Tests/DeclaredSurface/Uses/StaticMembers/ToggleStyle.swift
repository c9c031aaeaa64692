// Static members: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// u5a3c651863 static ToggleStyle.`switch` where Self == SwitchToggleStyle
@MainActor func use_5a3c651863() {
    let _: SwitchToggleStyle = SwitchToggleStyle.`switch`
    func accept<T: ToggleStyle>(_ value: T) {}
    accept(.`switch`)
}

// u05c078b2c4 static ToggleStyle.button where Self == ButtonToggleStyle
@MainActor func use_05c078b2c4() {
    let _: ButtonToggleStyle = ButtonToggleStyle.button
    func accept<T: ToggleStyle>(_ value: T) {}
    accept(.button)
}

// u37deb3492c static ToggleStyle.automatic where Self == DefaultToggleStyle
@MainActor func use_37deb3492c() {
    let _: DefaultToggleStyle = DefaultToggleStyle.automatic
    func accept<T: ToggleStyle>(_ value: T) {}
    accept(.automatic)
}
