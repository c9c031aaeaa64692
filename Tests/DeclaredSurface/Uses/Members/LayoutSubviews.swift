// Members: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// u6b7e6b8386 LayoutSubviews.layoutDirection
@MainActor func use_6b7e6b8386(_ subject: LayoutSubviews) {
    var subject = subject
    let _: LayoutDirection = subject.layoutDirection
    subject.layoutDirection = sample() as LayoutDirection
}

// u191e118a0d LayoutSubviews.startIndex
@MainActor func use_191e118a0d(_ subject: LayoutSubviews) {
    let _: Int = subject.startIndex
}

// u1f65aa234e LayoutSubviews.endIndex
@MainActor func use_1f65aa234e(_ subject: LayoutSubviews) {
    let _: Int = subject.endIndex
}

// ufbbc963930 LayoutSubviews.subscript(index: Int)
@MainActor func use_fbbc963930(_ subject: LayoutSubviews) {
    let _: LayoutSubviews.Element = subject[index: sample() as Int]
}

// u4904b42e1e LayoutSubviews.subscript(bounds: Range<Int>)
@MainActor func use_4904b42e1e(_ subject: LayoutSubviews) {
    let _: LayoutSubviews = subject[bounds: sample() as Range<Int>]
}

// u784aa8aeee LayoutSubviews.subscript<S>(indices: S) where S : Sequence, S.Element == Int
@MainActor func use_784aa8aeee<S: Sequence>(_ subject: LayoutSubviews, _ generics: (S).Type) where S.Element == Int {
    let _: LayoutSubviews = subject[indices: sample() as S]
}
