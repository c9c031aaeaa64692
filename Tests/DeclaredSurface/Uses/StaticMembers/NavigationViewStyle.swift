// Static members: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// u8b0e7f29e0 static NavigationViewStyle.columns where Self == ColumnNavigationViewStyle
@MainActor func use_8b0e7f29e0() {
    let _: ColumnNavigationViewStyle = ColumnNavigationViewStyle.columns
    func accept<T: NavigationViewStyle>(_ value: T) {}
    accept(.columns)
}

// ue6598a5bf3 static NavigationViewStyle.automatic where Self == DefaultNavigationViewStyle
@MainActor func use_e6598a5bf3() {
    let _: DefaultNavigationViewStyle = DefaultNavigationViewStyle.automatic
    func accept<T: NavigationViewStyle>(_ value: T) {}
    accept(.automatic)
}

// ub5f6afa3bf static NavigationViewStyle.stack where Self == StackNavigationViewStyle
@MainActor func use_b5f6afa3bf() {
    let _: StackNavigationViewStyle = StackNavigationViewStyle.stack
    func accept<T: NavigationViewStyle>(_ value: T) {}
    accept(.stack)
}
