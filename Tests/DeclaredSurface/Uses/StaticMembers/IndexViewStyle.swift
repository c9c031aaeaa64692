// Static members: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// u6e70b958b0 static IndexViewStyle.page where Self == PageIndexViewStyle
@MainActor func use_6e70b958b0() {
    let _: PageIndexViewStyle = PageIndexViewStyle.page
    func accept<T: IndexViewStyle>(_ value: T) {}
    accept(.page)
}

// ua15cfd768c static IndexViewStyle.page(backgroundDisplayMode: PageIndexViewStyle.BackgroundDisplayMode) where Self ==
//   PageIndexViewStyle
@MainActor func use_a15cfd768c() {
    let _: PageIndexViewStyle = PageIndexViewStyle.page(
        backgroundDisplayMode: sample() as PageIndexViewStyle.BackgroundDisplayMode
    )
    func accept<T: IndexViewStyle>(_ value: T) {}
    accept(.page(backgroundDisplayMode: sample() as PageIndexViewStyle.BackgroundDisplayMode))
}
