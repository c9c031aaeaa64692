// Static members: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// u7625d8bf35 static ViewAlignedScrollTargetBehavior.LimitBehavior.automatic
@MainActor func use_7625d8bf35() {
    let _: ViewAlignedScrollTargetBehavior.LimitBehavior = ViewAlignedScrollTargetBehavior.LimitBehavior.automatic
}

// u1ed92a1789 static ViewAlignedScrollTargetBehavior.LimitBehavior.always
@MainActor func use_1ed92a1789() {
    let _: ViewAlignedScrollTargetBehavior.LimitBehavior = ViewAlignedScrollTargetBehavior.LimitBehavior.always
}

// uf938ab890a static ViewAlignedScrollTargetBehavior.LimitBehavior.never
@MainActor func use_f938ab890a() {
    let _: ViewAlignedScrollTargetBehavior.LimitBehavior = ViewAlignedScrollTargetBehavior.LimitBehavior.never
}
