// Static members: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// u52a63ce3b3 PopoverAttachmentAnchor.rect(_: Anchor<CGRect>.Source)
@MainActor func use_52a63ce3b3() {
    let _: PopoverAttachmentAnchor = .rect(sample() as Anchor<CGRect>.Source)
}

// u6fbf1bb1b6 PopoverAttachmentAnchor.point(_: UnitPoint)
@MainActor func use_6fbf1bb1b6() {
    let _: PopoverAttachmentAnchor = .point(sample() as UnitPoint)
}
