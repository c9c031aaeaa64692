// Static members: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// ue639b13d8a Edge.top
@MainActor func use_e639b13d8a() {
    let _: Edge = .top
}

// u2331a1fa58 Edge.leading
@MainActor func use_2331a1fa58() {
    let _: Edge = .leading
}

// u35bb357722 Edge.bottom
@MainActor func use_35bb357722() {
    let _: Edge = .bottom
}

// u215e7a8c10 Edge.trailing
@MainActor func use_215e7a8c10() {
    let _: Edge = .trailing
}

// ua45aef331b static Edge.Set.top
@MainActor func use_a45aef331b() {
    let _: Edge.Set = Edge.Set.top
}

// ude6cdbc50c static Edge.Set.leading
@MainActor func use_de6cdbc50c() {
    let _: Edge.Set = Edge.Set.leading
}

// ubfd185fac8 static Edge.Set.bottom
@MainActor func use_bfd185fac8() {
    let _: Edge.Set = Edge.Set.bottom
}

// ud612e02e5d static Edge.Set.trailing
@MainActor func use_d612e02e5d() {
    let _: Edge.Set = Edge.Set.trailing
}

// u6a7634c08f static Edge.Set.all
@MainActor func use_6a7634c08f() {
    let _: Edge.Set = Edge.Set.all
}

// ud65b359ca5 static Edge.Set.horizontal
@MainActor func use_d65b359ca5() {
    let _: Edge.Set = Edge.Set.horizontal
}

// u1bfbfb45c5 static Edge.Set.vertical
@MainActor func use_1bfbfb45c5() {
    let _: Edge.Set = Edge.Set.vertical
}

// u14934dae84 static Edge.allCases
@MainActor func use_14934dae84() {
    let _: [Edge] = Edge.allCases
}
