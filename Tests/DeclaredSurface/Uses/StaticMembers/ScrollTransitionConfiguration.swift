// Static members: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// u1b4453cc73 static ScrollTransitionConfiguration.animated(_: Animation)
@MainActor func use_1b4453cc73() {
    let _: ScrollTransitionConfiguration = ScrollTransitionConfiguration.animated(sample() as Animation)
    let _: ScrollTransitionConfiguration = ScrollTransitionConfiguration.animated()
}

// ufbd36f90b9 static ScrollTransitionConfiguration.animated
@MainActor func use_fbd36f90b9() {
    let _: ScrollTransitionConfiguration = ScrollTransitionConfiguration.animated
}

// u5fca4c66a3 static ScrollTransitionConfiguration.interactive(timingCurve: UnitCurve)
@MainActor func use_5fca4c66a3() {
    let _: ScrollTransitionConfiguration = ScrollTransitionConfiguration.interactive(timingCurve: sample() as UnitCurve)
    let _: ScrollTransitionConfiguration = ScrollTransitionConfiguration.interactive()
}

// uab15ee95cd static ScrollTransitionConfiguration.interactive
@MainActor func use_ab15ee95cd() {
    let _: ScrollTransitionConfiguration = ScrollTransitionConfiguration.interactive
}

// u5e77ee8142 static ScrollTransitionConfiguration.identity
@MainActor func use_5e77ee8142() {
    let _: ScrollTransitionConfiguration = ScrollTransitionConfiguration.identity
}

// u0c81018cb9 static ScrollTransitionConfiguration.Threshold.visible
@MainActor func use_0c81018cb9() {
    let _: ScrollTransitionConfiguration.Threshold = ScrollTransitionConfiguration.Threshold.visible
}

// u3f60c9f4be static ScrollTransitionConfiguration.Threshold.hidden
@MainActor func use_3f60c9f4be() {
    let _: ScrollTransitionConfiguration.Threshold = ScrollTransitionConfiguration.Threshold.hidden
}

// uf81ea76724 static ScrollTransitionConfiguration.Threshold.centered
@MainActor func use_f81ea76724() {
    let _: ScrollTransitionConfiguration.Threshold = ScrollTransitionConfiguration.Threshold.centered
}

// ub83fab472c static ScrollTransitionConfiguration.Threshold.visible(_: Double)
@MainActor func use_b83fab472c() {
    let _: ScrollTransitionConfiguration.Threshold = ScrollTransitionConfiguration.Threshold.visible(sample() as Double)
}
