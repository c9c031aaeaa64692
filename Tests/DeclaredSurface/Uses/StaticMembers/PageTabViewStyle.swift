// Static members: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// ubfed9ced75 static PageTabViewStyle.IndexDisplayMode.automatic
@MainActor func use_bfed9ced75() {
    let _: PageTabViewStyle.IndexDisplayMode = PageTabViewStyle.IndexDisplayMode.automatic
}

// uab0bfee59b static PageTabViewStyle.IndexDisplayMode.always
@MainActor func use_ab0bfee59b() {
    let _: PageTabViewStyle.IndexDisplayMode = PageTabViewStyle.IndexDisplayMode.always
}

// u3c8c4187a5 static PageTabViewStyle.IndexDisplayMode.never
@MainActor func use_3c8c4187a5() {
    let _: PageTabViewStyle.IndexDisplayMode = PageTabViewStyle.IndexDisplayMode.never
}
