// Static members: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// u157056aec8 static PickerStyle.navigationLink where Self == NavigationLinkPickerStyle
@MainActor func use_157056aec8() {
    let _: NavigationLinkPickerStyle = NavigationLinkPickerStyle.navigationLink
    func accept<T: PickerStyle>(_ value: T) {}
    accept(.navigationLink)
}

// u0aad7ab117 static PickerStyle.segmented where Self == SegmentedPickerStyle
@MainActor func use_0aad7ab117() {
    let _: SegmentedPickerStyle = SegmentedPickerStyle.segmented
    func accept<T: PickerStyle>(_ value: T) {}
    accept(.segmented)
}

// ub356dbe521 static PickerStyle.inline where Self == InlinePickerStyle
@MainActor func use_b356dbe521() {
    let _: InlinePickerStyle = InlinePickerStyle.inline
    func accept<T: PickerStyle>(_ value: T) {}
    accept(.inline)
}

// u32ae3ad428 static PickerStyle.wheel where Self == WheelPickerStyle
@MainActor func use_32ae3ad428() {
    let _: WheelPickerStyle = WheelPickerStyle.wheel
    func accept<T: PickerStyle>(_ value: T) {}
    accept(.wheel)
}

// u584f2a047a static PickerStyle.automatic where Self == DefaultPickerStyle
@MainActor func use_584f2a047a() {
    let _: DefaultPickerStyle = DefaultPickerStyle.automatic
    func accept<T: PickerStyle>(_ value: T) {}
    accept(.automatic)
}

// ubd4391f74f static PickerStyle.menu where Self == MenuPickerStyle
@MainActor func use_bd4391f74f() {
    let _: MenuPickerStyle = MenuPickerStyle.menu
    func accept<T: PickerStyle>(_ value: T) {}
    accept(.menu)
}

// u9caf324af4 static PickerStyle.palette where Self == PalettePickerStyle
@MainActor func use_9caf324af4() {
    let _: PalettePickerStyle = PalettePickerStyle.palette
    func accept<T: PickerStyle>(_ value: T) {}
    accept(.palette)
}
