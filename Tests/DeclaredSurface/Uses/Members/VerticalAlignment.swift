// Members: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// uda2d14cc75 VerticalAlignment.combineExplicit<S>(_: S) where S : Sequence, S.Element == CGFloat?
@MainActor func use_da2d14cc75<S: Sequence>(
    _ subject: VerticalAlignment,
    _ generics: (S).Type
) where S.Element == CGFloat? {
    let _: CGFloat? = subject.combineExplicit(sample() as S)
}
