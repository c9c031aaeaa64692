// Static members: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// u61ba3e4521 static PageIndexViewStyle.BackgroundDisplayMode.automatic
@MainActor func use_61ba3e4521() {
    let _: PageIndexViewStyle.BackgroundDisplayMode = PageIndexViewStyle.BackgroundDisplayMode.automatic
}

// u3c523eb7a4 static PageIndexViewStyle.BackgroundDisplayMode.interactive
@MainActor func use_3c523eb7a4() {
    let _: PageIndexViewStyle.BackgroundDisplayMode = PageIndexViewStyle.BackgroundDisplayMode.interactive
}

// u3e231cdc88 static PageIndexViewStyle.BackgroundDisplayMode.always
@MainActor func use_3e231cdc88() {
    let _: PageIndexViewStyle.BackgroundDisplayMode = PageIndexViewStyle.BackgroundDisplayMode.always
}

// u9dc990030c static PageIndexViewStyle.BackgroundDisplayMode.never
@MainActor func use_9dc990030c() {
    let _: PageIndexViewStyle.BackgroundDisplayMode = PageIndexViewStyle.BackgroundDisplayMode.never
}
