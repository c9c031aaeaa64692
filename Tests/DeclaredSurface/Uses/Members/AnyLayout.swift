// Members: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// u2339c3e4d8 AnyLayout.makeCache(subviews: AnyLayout.Subviews)
@MainActor func use_2339c3e4d8(_ subject: AnyLayout) {
    let _: AnyLayout.Cache = subject.makeCache(subviews: sample() as AnyLayout.Subviews)
}

// ueaaaf52fcd AnyLayout.updateCache(_: inout AnyLayout.Cache, subviews: AnyLayout.Subviews)
@MainActor func use_eaaaf52fcd(_ subject: AnyLayout) {
    var arg0: AnyLayout.Cache = sample()
    subject.updateCache(&arg0, subviews: sample() as AnyLayout.Subviews)
}

// u1351f044ca AnyLayout.spacing(subviews: AnyLayout.Subviews, cache: inout AnyLayout.Cache)
@MainActor func use_1351f044ca(_ subject: AnyLayout) {
    var arg1: AnyLayout.Cache = sample()
    let _: ViewSpacing = subject.spacing(subviews: sample() as AnyLayout.Subviews, cache: &arg1)
}

// u079a2d7ccf AnyLayout.sizeThatFits(proposal: ProposedViewSize, subviews: AnyLayout.Subviews, cache: inout
//   AnyLayout.Cache)
@MainActor func use_079a2d7ccf(_ subject: AnyLayout) {
    var arg2: AnyLayout.Cache = sample()
    let _: CGSize = subject.sizeThatFits(
        proposal: sample() as ProposedViewSize,
        subviews: sample() as AnyLayout.Subviews,
        cache: &arg2
    )
}

// u865bbf8322 AnyLayout.placeSubviews(in: CGRect, proposal: ProposedViewSize, subviews: AnyLayout.Subviews, cache:
//   inout AnyLayout.Cache)
@MainActor func use_865bbf8322(_ subject: AnyLayout) {
    var arg3: AnyLayout.Cache = sample()
    subject.placeSubviews(
        in: sample() as CGRect,
        proposal: sample() as ProposedViewSize,
        subviews: sample() as AnyLayout.Subviews,
        cache: &arg3
    )
}

// uc7871e795d AnyLayout.explicitAlignment(of: HorizontalAlignment, in: CGRect, proposal: ProposedViewSize, subviews:
//   AnyLayout.Subviews, cache: inout AnyLayout.Cache)
@MainActor func use_c7871e795d(_ subject: AnyLayout) {
    var arg4: AnyLayout.Cache = sample()
    let _: CGFloat? = subject.explicitAlignment(
        of: sample() as HorizontalAlignment,
        in: sample() as CGRect,
        proposal: sample() as ProposedViewSize,
        subviews: sample() as AnyLayout.Subviews,
        cache: &arg4
    )
}

// uce5167bc4a AnyLayout.explicitAlignment(of: VerticalAlignment, in: CGRect, proposal: ProposedViewSize, subviews:
//   AnyLayout.Subviews, cache: inout AnyLayout.Cache)
@MainActor func use_ce5167bc4a(_ subject: AnyLayout) {
    var arg4: AnyLayout.Cache = sample()
    let _: CGFloat? = subject.explicitAlignment(
        of: sample() as VerticalAlignment,
        in: sample() as CGRect,
        proposal: sample() as ProposedViewSize,
        subviews: sample() as AnyLayout.Subviews,
        cache: &arg4
    )
}

// u4ee4c8eb58 AnyLayout.animatableData
@MainActor func use_4ee4c8eb58(_ subject: AnyLayout) {
    var subject = subject
    let _: AnyLayout.AnimatableData = subject.animatableData
    subject.animatableData = sample() as AnyLayout.AnimatableData
}
