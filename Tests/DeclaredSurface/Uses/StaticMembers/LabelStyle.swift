// Static members: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// u3d3da38bfe static LabelStyle.iconOnly where Self == IconOnlyLabelStyle
@MainActor func use_3d3da38bfe() {
    let _: IconOnlyLabelStyle = IconOnlyLabelStyle.iconOnly
    func accept<T: LabelStyle>(_ value: T) {}
    accept(.iconOnly)
}

// u98cc9fa14d static LabelStyle.titleOnly where Self == TitleOnlyLabelStyle
@MainActor func use_98cc9fa14d() {
    let _: TitleOnlyLabelStyle = TitleOnlyLabelStyle.titleOnly
    func accept<T: LabelStyle>(_ value: T) {}
    accept(.titleOnly)
}

// u274bc79964 static LabelStyle.titleAndIcon where Self == TitleAndIconLabelStyle
@MainActor func use_274bc79964() {
    let _: TitleAndIconLabelStyle = TitleAndIconLabelStyle.titleAndIcon
    func accept<T: LabelStyle>(_ value: T) {}
    accept(.titleAndIcon)
}

// u05cbd77bdf static LabelStyle.automatic where Self == DefaultLabelStyle
@MainActor func use_05cbd77bdf() {
    let _: DefaultLabelStyle = DefaultLabelStyle.automatic
    func accept<T: LabelStyle>(_ value: T) {}
    accept(.automatic)
}
