// Initializers: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// uf6aa480c33 LocalizedStringKey.init(_: String)
@MainActor func use_f6aa480c33() {
    let _: LocalizedStringKey = LocalizedStringKey(sample() as String)
}

// uc42cc3dde3 LocalizedStringKey.init(stringLiteral: String)
@MainActor func use_c42cc3dde3() {
    let _: LocalizedStringKey = LocalizedStringKey(stringLiteral: sample() as String)
}

// u3fb44ab72f LocalizedStringKey.init(stringInterpolation: LocalizedStringKey.StringInterpolation)
@MainActor func use_3fb44ab72f() {
    let _: LocalizedStringKey = LocalizedStringKey(
        stringInterpolation: sample() as LocalizedStringKey.StringInterpolation
    )
}

// ue6abe1d6b1 LocalizedStringKey.StringInterpolation.init(literalCapacity: Int, interpolationCount: Int)
@MainActor func use_e6abe1d6b1() {
    let _: LocalizedStringKey.StringInterpolation = LocalizedStringKey.StringInterpolation(
        literalCapacity: sample() as Int,
        interpolationCount: sample() as Int
    )
}
