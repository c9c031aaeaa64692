// Static members: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// u64451ef57c static ScrollTargetBehavior.paging where Self == PagingScrollTargetBehavior
@MainActor func use_64451ef57c() {
    let _: PagingScrollTargetBehavior = PagingScrollTargetBehavior.paging
    func accept<T: ScrollTargetBehavior>(_ value: T) {}
    accept(.paging)
}

// u4e0fb2c576 static ScrollTargetBehavior.viewAligned where Self == ViewAlignedScrollTargetBehavior
@MainActor func use_4e0fb2c576() {
    let _: ViewAlignedScrollTargetBehavior = ViewAlignedScrollTargetBehavior.viewAligned
    func accept<T: ScrollTargetBehavior>(_ value: T) {}
    accept(.viewAligned)
}

// u649ec8499f static ScrollTargetBehavior.viewAligned(limitBehavior: ViewAlignedScrollTargetBehavior.LimitBehavior)
//   where Self == ViewAlignedScrollTargetBehavior
@MainActor func use_649ec8499f() {
    let _: ViewAlignedScrollTargetBehavior = ViewAlignedScrollTargetBehavior.viewAligned(
        limitBehavior: sample() as ViewAlignedScrollTargetBehavior.LimitBehavior
    )
    func accept<T: ScrollTargetBehavior>(_ value: T) {}
    accept(.viewAligned(limitBehavior: sample() as ViewAlignedScrollTargetBehavior.LimitBehavior))
}
