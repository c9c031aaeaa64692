// Members: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// u177893194f GeometryEffect.effectValue(size: CGSize)
@MainActor func use_177893194f<Self_: GeometryEffect>(_ subject: Self_, _ generics: (Self_).Type) {
    let _: ProjectionTransform = subject.effectValue(size: sample() as CGSize)
}

// u6d544906ca GeometryEffect.ignoredByLayout()
@MainActor func use_6d544906ca<Self_: GeometryEffect>(_ subject: Self_, _ generics: (Self_).Type) {
    let _: _IgnoredByLayoutEffect<Self_> = subject.ignoredByLayout()
}
