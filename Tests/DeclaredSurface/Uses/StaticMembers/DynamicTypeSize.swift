// Static members: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// u286bb2e8ca DynamicTypeSize.xSmall
@MainActor func use_286bb2e8ca() {
    let _: DynamicTypeSize = .xSmall
}

// uf66d3bdcde DynamicTypeSize.small
@MainActor func use_f66d3bdcde() {
    let _: DynamicTypeSize = .small
}

// u31a6f164d0 DynamicTypeSize.medium
@MainActor func use_31a6f164d0() {
    let _: DynamicTypeSize = .medium
}

// u349f057b14 DynamicTypeSize.large
@MainActor func use_349f057b14() {
    let _: DynamicTypeSize = .large
}

// ua1f5f1bb67 DynamicTypeSize.xLarge
@MainActor func use_a1f5f1bb67() {
    let _: DynamicTypeSize = .xLarge
}

// u1974ff04c5 DynamicTypeSize.xxLarge
@MainActor func use_1974ff04c5() {
    let _: DynamicTypeSize = .xxLarge
}

// u364dac55b1 DynamicTypeSize.xxxLarge
@MainActor func use_364dac55b1() {
    let _: DynamicTypeSize = .xxxLarge
}

// u2dc13e6864 DynamicTypeSize.accessibility1
@MainActor func use_2dc13e6864() {
    let _: DynamicTypeSize = .accessibility1
}

// u568a416dc8 DynamicTypeSize.accessibility2
@MainActor func use_568a416dc8() {
    let _: DynamicTypeSize = .accessibility2
}

// udbd2a48296 DynamicTypeSize.accessibility3
@MainActor func use_dbd2a48296() {
    let _: DynamicTypeSize = .accessibility3
}

// ubf98cff81d DynamicTypeSize.accessibility4
@MainActor func use_bf98cff81d() {
    let _: DynamicTypeSize = .accessibility4
}

// uc27c6bf4df DynamicTypeSize.accessibility5
@MainActor func use_c27c6bf4df() {
    let _: DynamicTypeSize = .accessibility5
}

// u8f8e813564 static DynamicTypeSize.allCases
@MainActor func use_8f8e813564() {
    let _: [DynamicTypeSize] = DynamicTypeSize.allCases
}
