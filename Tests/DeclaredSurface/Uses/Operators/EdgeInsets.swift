// Operators: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// u1e1e4b5bea static EdgeInsets.-(operand: Self)
@MainActor func use_1e1e4b5bea() {
    let _: EdgeInsets = -(sample() as EdgeInsets)
}

// u960652fa30 static EdgeInsets.+=(lhs: inout Self, rhs: Self)
@MainActor func use_960652fa30() {
    var lhs: EdgeInsets = sample()
    lhs += (sample() as EdgeInsets)
}

// uaea6afdf3b static EdgeInsets.+(lhs: Self, rhs: Self)
@MainActor func use_aea6afdf3b() {
    let _: EdgeInsets = (sample() as EdgeInsets) + (sample() as EdgeInsets)
}

// u8b6bb50e4e static EdgeInsets.-=(lhs: inout Self, rhs: Self)
@MainActor func use_8b6bb50e4e() {
    var lhs: EdgeInsets = sample()
    lhs -= (sample() as EdgeInsets)
}

// u2a4531f733 static EdgeInsets.-(lhs: Self, rhs: Self)
@MainActor func use_2a4531f733() {
    let _: EdgeInsets = (sample() as EdgeInsets) - (sample() as EdgeInsets)
}

// u3e9a4bcf38 static EdgeInsets.*=(lhs: inout Self, rhs: Double)
@MainActor func use_3e9a4bcf38() {
    var lhs: EdgeInsets = sample()
    lhs *= (sample() as Double)
}

// uf02a32cc6f static EdgeInsets.*(lhs: Self, rhs: Double)
@MainActor func use_f02a32cc6f() {
    let _: EdgeInsets = (sample() as EdgeInsets) * (sample() as Double)
}

// u00477ad8e7 static EdgeInsets./=(lhs: inout Self, rhs: Double)
@MainActor func use_00477ad8e7() {
    var lhs: EdgeInsets = sample()
    lhs /= (sample() as Double)
}

// u82bd5cad03 static EdgeInsets./(lhs: Self, rhs: Double)
@MainActor func use_82bd5cad03() {
    let _: EdgeInsets = (sample() as EdgeInsets) / (sample() as Double)
}
