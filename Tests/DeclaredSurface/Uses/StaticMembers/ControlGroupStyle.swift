// Static members: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// uf24fb81ee5 static ControlGroupStyle.navigation where Self == NavigationControlGroupStyle
@MainActor func use_f24fb81ee5() {
    let _: NavigationControlGroupStyle = NavigationControlGroupStyle.navigation
    func accept<T: ControlGroupStyle>(_ value: T) {}
    accept(.navigation)
}

// u8155d5ca6c static ControlGroupStyle.palette where Self == PaletteControlGroupStyle
@MainActor func use_8155d5ca6c() {
    let _: PaletteControlGroupStyle = PaletteControlGroupStyle.palette
    func accept<T: ControlGroupStyle>(_ value: T) {}
    accept(.palette)
}

// u849dd1d606 static ControlGroupStyle.automatic where Self == AutomaticControlGroupStyle
@MainActor func use_849dd1d606() {
    let _: AutomaticControlGroupStyle = AutomaticControlGroupStyle.automatic
    func accept<T: ControlGroupStyle>(_ value: T) {}
    accept(.automatic)
}

// ubd06dfd2ad static ControlGroupStyle.menu where Self == MenuControlGroupStyle
@MainActor func use_bd06dfd2ad() {
    let _: MenuControlGroupStyle = MenuControlGroupStyle.menu
    func accept<T: ControlGroupStyle>(_ value: T) {}
    accept(.menu)
}

// u93d44b880b static ControlGroupStyle.compactMenu where Self == CompactMenuControlGroupStyle
@MainActor func use_93d44b880b() {
    let _: CompactMenuControlGroupStyle = CompactMenuControlGroupStyle.compactMenu
    func accept<T: ControlGroupStyle>(_ value: T) {}
    accept(.compactMenu)
}
