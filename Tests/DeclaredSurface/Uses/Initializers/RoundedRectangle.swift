// Initializers: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// u55fd8390ae RoundedRectangle.init(cornerSize: CGSize, style: RoundedCornerStyle)
@MainActor func use_55fd8390ae() {
    let _: RoundedRectangle = RoundedRectangle(cornerSize: sample() as CGSize, style: sample() as RoundedCornerStyle)
    let _: RoundedRectangle = RoundedRectangle(cornerSize: sample() as CGSize)
}

// u514c149a8c RoundedRectangle.init(cornerRadius: CGFloat, style: RoundedCornerStyle)
@MainActor func use_514c149a8c() {
    let _: RoundedRectangle = RoundedRectangle(cornerRadius: sample() as CGFloat, style: sample() as RoundedCornerStyle)
    let _: RoundedRectangle = RoundedRectangle(cornerRadius: sample() as CGFloat)
}
