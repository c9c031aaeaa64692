// Members: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// u1fd5cae511 LayoutSubview.subscript<K>(_: K.Type) where K : LayoutValueKey
@MainActor func use_1fd5cae511<K: LayoutValueKey>(_ subject: LayoutSubview, _ generics: (K).Type) {
    let _: K.Value = subject[sample() as K.Type]
}

// ubb255a4e88 LayoutSubview.priority
@MainActor func use_bb255a4e88(_ subject: LayoutSubview) {
    let _: Double = subject.priority
}

// u30f1ca18f1 LayoutSubview.sizeThatFits(_: ProposedViewSize)
@MainActor func use_30f1ca18f1(_ subject: LayoutSubview) {
    let _: CGSize = subject.sizeThatFits(sample() as ProposedViewSize)
}

// uf7764c4581 LayoutSubview.dimensions(in: ProposedViewSize)
@MainActor func use_f7764c4581(_ subject: LayoutSubview) {
    let _: ViewDimensions = subject.dimensions(in: sample() as ProposedViewSize)
}

// u7eae651e13 LayoutSubview.spacing
@MainActor func use_7eae651e13(_ subject: LayoutSubview) {
    let _: ViewSpacing = subject.spacing
}

// ud9f7f0b9bb LayoutSubview.place(at: CGPoint, anchor: UnitPoint, proposal: ProposedViewSize)
@MainActor func use_d9f7f0b9bb(_ subject: LayoutSubview) {
    subject.place(at: sample() as CGPoint, anchor: sample() as UnitPoint, proposal: sample() as ProposedViewSize)
    subject.place(at: sample() as CGPoint, proposal: sample() as ProposedViewSize)
}
