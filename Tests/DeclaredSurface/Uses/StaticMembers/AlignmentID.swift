// Static members: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// ufce1872090 static AlignmentID.defaultValue(in: ViewDimensions)
@MainActor func use_fce1872090<Self_: AlignmentID>(_ generics: (Self_).Type) {
    let _: CGFloat = Self_.defaultValue(in: sample() as ViewDimensions)
}
