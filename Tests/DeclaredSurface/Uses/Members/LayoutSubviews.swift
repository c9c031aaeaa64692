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

// u1cb3f3df2a LayoutSubviews.subscript(_: Int)
@MainActor func use_1cb3f3df2a(_ subject: LayoutSubviews) {
    let _: LayoutSubviews.Element = subject[sample() as Int]
}

// u8f84b4b893 LayoutSubviews.subscript(_: Range<Int>)
@MainActor func use_8f84b4b893(_ subject: LayoutSubviews) {
    let _: LayoutSubviews = subject[sample() as Range<Int>]
}

// u2844aadaaf LayoutSubviews.subscript<S>(_: S) where S : Sequence, S.Element == Int
@MainActor func use_2844aadaaf<S: Sequence>(_ subject: LayoutSubviews, _ generics: (S).Type) where S.Element == Int {
    let _: LayoutSubviews = subject[sample() as S]
}
