// Static members: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// u504b4a6427 GridItem.Size.fixed(_: CGFloat)
@MainActor func use_504b4a6427() {
    let _: GridItem.Size = .fixed(sample() as CGFloat)
}

// u9801737bcf GridItem.Size.flexible(minimum: CGFloat, maximum: CGFloat)
@MainActor func use_9801737bcf() {
    let _: GridItem.Size = .flexible(minimum: sample() as CGFloat, maximum: sample() as CGFloat)
}

// ufd0fbc6f1d GridItem.Size.adaptive(minimum: CGFloat, maximum: CGFloat)
@MainActor func use_fd0fbc6f1d() {
    let _: GridItem.Size = .adaptive(minimum: sample() as CGFloat, maximum: sample() as CGFloat)
}
