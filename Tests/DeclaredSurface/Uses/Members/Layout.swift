// Members: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// uc6dadd7150 Layout.Cache
@MainActor func use_c6dadd7150<Self_: Layout>(_ generics: (Self_).Type) {
    _ = Self_.Cache.self
}

// u3818fa11e7 Layout.Subviews
@MainActor func use_3818fa11e7<Self_: Layout>(_ generics: (Self_).Type) {
    let _: (LayoutSubviews).Type = Self_.Subviews.self
}

// u543d591364 Layout.makeCache(subviews: Self.Subviews)
@MainActor func use_543d591364<Self_: Layout>(_ subject: Self_, _ generics: (Self_).Type) {
    let _: Self_.Cache = subject.makeCache(subviews: sample() as Self_.Subviews)
}

// uf7c3928a3e Layout.updateCache(_: inout Self.Cache, subviews: Self.Subviews)
@MainActor func use_f7c3928a3e<Self_: Layout>(_ subject: Self_, _ generics: (Self_).Type) {
    var arg0: Self_.Cache = sample()
    subject.updateCache(&arg0, subviews: sample() as Self_.Subviews)
}

// u46f332243c Layout.spacing(subviews: Self.Subviews, cache: inout Self.Cache)
@MainActor func use_46f332243c<Self_: Layout>(_ subject: Self_, _ generics: (Self_).Type) {
    var arg1: Self_.Cache = sample()
    let _: ViewSpacing = subject.spacing(subviews: sample() as Self_.Subviews, cache: &arg1)
}

// uf9c09c6887 Layout.sizeThatFits(proposal: ProposedViewSize, subviews: Self.Subviews, cache: inout Self.Cache)
@MainActor func use_f9c09c6887<Self_: Layout>(_ subject: Self_, _ generics: (Self_).Type) {
    var arg2: Self_.Cache = sample()
    let _: CGSize = subject.sizeThatFits(
        proposal: sample() as ProposedViewSize,
        subviews: sample() as Self_.Subviews,
        cache: &arg2
    )
}

// ub1b9a527d9 Layout.placeSubviews(in: CGRect, proposal: ProposedViewSize, subviews: Self.Subviews, cache: inout
//   Self.Cache)
@MainActor func use_b1b9a527d9<Self_: Layout>(_ subject: Self_, _ generics: (Self_).Type) {
    var arg3: Self_.Cache = sample()
    subject.placeSubviews(
        in: sample() as CGRect,
        proposal: sample() as ProposedViewSize,
        subviews: sample() as Self_.Subviews,
        cache: &arg3
    )
}

// ua31876fde0 Layout.explicitAlignment(of: HorizontalAlignment, in: CGRect, proposal: ProposedViewSize, subviews:
//   Self.Subviews, cache: inout Self.Cache)
@MainActor func use_a31876fde0<Self_: Layout>(_ subject: Self_, _ generics: (Self_).Type) {
    var arg4: Self_.Cache = sample()
    let _: CGFloat? = subject.explicitAlignment(
        of: sample() as HorizontalAlignment,
        in: sample() as CGRect,
        proposal: sample() as ProposedViewSize,
        subviews: sample() as Self_.Subviews,
        cache: &arg4
    )
}

// ucda26fd64a Layout.explicitAlignment(of: VerticalAlignment, in: CGRect, proposal: ProposedViewSize, subviews:
//   Self.Subviews, cache: inout Self.Cache)
@MainActor func use_cda26fd64a<Self_: Layout>(_ subject: Self_, _ generics: (Self_).Type) {
    var arg4: Self_.Cache = sample()
    let _: CGFloat? = subject.explicitAlignment(
        of: sample() as VerticalAlignment,
        in: sample() as CGRect,
        proposal: sample() as ProposedViewSize,
        subviews: sample() as Self_.Subviews,
        cache: &arg4
    )
}

// uccef260b9b Layout.callAsFunction<V>(_: () -> V) where V : View
@MainActor func use_ccef260b9b<Self_: Layout, V: View>(_ subject: Self_, _ generics: (Self_, V).Type) {
    _ = subject.callAsFunction(sample() as () -> V) as any View
    _ = subject.callAsFunction({ Text(""); Text("") })
}
