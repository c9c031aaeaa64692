// Static members: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// uae6f91b708 static TabViewStyle.page where Self == PageTabViewStyle
@MainActor func use_ae6f91b708() {
    let _: PageTabViewStyle = PageTabViewStyle.page
    func accept<T: TabViewStyle>(_ value: T) {}
    accept(.page)
}

// u61f9868747 static TabViewStyle.page(indexDisplayMode: PageTabViewStyle.IndexDisplayMode) where Self ==
//   PageTabViewStyle
@MainActor func use_61f9868747() {
    let _: PageTabViewStyle = PageTabViewStyle.page(indexDisplayMode: sample() as PageTabViewStyle.IndexDisplayMode)
    func accept<T: TabViewStyle>(_ value: T) {}
    accept(.page(indexDisplayMode: sample() as PageTabViewStyle.IndexDisplayMode))
}

// u9197156472 static TabViewStyle.automatic where Self == DefaultTabViewStyle
@MainActor func use_9197156472() {
    let _: DefaultTabViewStyle = DefaultTabViewStyle.automatic
    func accept<T: TabViewStyle>(_ value: T) {}
    accept(.automatic)
}
