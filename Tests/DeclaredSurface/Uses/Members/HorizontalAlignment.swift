// Members: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// u19394d5280 HorizontalAlignment.combineExplicit<S>(_: S) where S : Sequence, S.Element == CGFloat?
@MainActor func use_19394d5280<S: Sequence>(
    _ subject: HorizontalAlignment,
    _ generics: (S).Type
) where S.Element == CGFloat? {
    let _: CGFloat? = subject.combineExplicit(sample() as S)
}
