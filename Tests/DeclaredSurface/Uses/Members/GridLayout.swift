// Members: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// u8d5efa5eca GridLayout.alignment
@MainActor func use_8d5efa5eca(_ subject: GridLayout) {
    var subject = subject
    let _: Alignment = subject.alignment
    subject.alignment = sample() as Alignment
}

// u3fee2e1863 GridLayout.horizontalSpacing
@MainActor func use_3fee2e1863(_ subject: GridLayout) {
    var subject = subject
    let _: CGFloat? = subject.horizontalSpacing
    subject.horizontalSpacing = sample() as CGFloat?
}

// u0cdbff35ed GridLayout.verticalSpacing
@MainActor func use_0cdbff35ed(_ subject: GridLayout) {
    var subject = subject
    let _: CGFloat? = subject.verticalSpacing
    subject.verticalSpacing = sample() as CGFloat?
}

// ue15df1f8c6 GridLayout.makeCache(subviews: GridLayout.Subviews)
@MainActor func use_e15df1f8c6(_ subject: GridLayout) {
    let _: GridLayout.Cache = subject.makeCache(subviews: sample() as GridLayout.Subviews)
}

// u9885a2e5c8 GridLayout.updateCache(_: inout GridLayout.Cache, subviews: GridLayout.Subviews)
@MainActor func use_9885a2e5c8(_ subject: GridLayout) {
    var arg0: GridLayout.Cache = sample()
    subject.updateCache(&arg0, subviews: sample() as GridLayout.Subviews)
}

// u972cac67e4 GridLayout.spacing(subviews: GridLayout.Subviews, cache: inout GridLayout.Cache)
@MainActor func use_972cac67e4(_ subject: GridLayout) {
    var arg1: GridLayout.Cache = sample()
    let _: ViewSpacing = subject.spacing(subviews: sample() as GridLayout.Subviews, cache: &arg1)
}

// u60dc6ae0e5 GridLayout.sizeThatFits(proposal: ProposedViewSize, subviews: GridLayout.Subviews, cache: inout
//   GridLayout.Cache)
@MainActor func use_60dc6ae0e5(_ subject: GridLayout) {
    var arg2: GridLayout.Cache = sample()
    let _: CGSize = subject.sizeThatFits(
        proposal: sample() as ProposedViewSize,
        subviews: sample() as GridLayout.Subviews,
        cache: &arg2
    )
}

// u6afd71e294 GridLayout.placeSubviews(in: CGRect, proposal: ProposedViewSize, subviews: GridLayout.Subviews, cache:
//   inout GridLayout.Cache)
@MainActor func use_6afd71e294(_ subject: GridLayout) {
    var arg3: GridLayout.Cache = sample()
    subject.placeSubviews(
        in: sample() as CGRect,
        proposal: sample() as ProposedViewSize,
        subviews: sample() as GridLayout.Subviews,
        cache: &arg3
    )
}

// u5c22e9a6f9 GridLayout.explicitAlignment(of: HorizontalAlignment, in: CGRect, proposal: ProposedViewSize, subviews:
//   GridLayout.Subviews, cache: inout GridLayout.Cache)
@MainActor func use_5c22e9a6f9(_ subject: GridLayout) {
    var arg4: GridLayout.Cache = sample()
    let _: CGFloat? = subject.explicitAlignment(
        of: sample() as HorizontalAlignment,
        in: sample() as CGRect,
        proposal: sample() as ProposedViewSize,
        subviews: sample() as GridLayout.Subviews,
        cache: &arg4
    )
}

// u11a8277aaa GridLayout.explicitAlignment(of: VerticalAlignment, in: CGRect, proposal: ProposedViewSize, subviews:
//   GridLayout.Subviews, cache: inout GridLayout.Cache)
@MainActor func use_11a8277aaa(_ subject: GridLayout) {
    var arg4: GridLayout.Cache = sample()
    let _: CGFloat? = subject.explicitAlignment(
        of: sample() as VerticalAlignment,
        in: sample() as CGRect,
        proposal: sample() as ProposedViewSize,
        subviews: sample() as GridLayout.Subviews,
        cache: &arg4
    )
}
