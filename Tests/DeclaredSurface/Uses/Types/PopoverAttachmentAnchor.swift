// Types: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// u6219cb004c PopoverAttachmentAnchor
@MainActor func use_6219cb004c() {
    let _: Any.Type = PopoverAttachmentAnchor.self
}
