// Members: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// u54b7ea5277 DropInfo.location
@MainActor func use_54b7ea5277(_ subject: DropInfo) {
    let _: CGPoint = subject.location
}

// ufedf384ad7 DropInfo.hasItemsConforming(to: [UTType])
@MainActor func use_fedf384ad7(_ subject: DropInfo) {
    let _: Bool = subject.hasItemsConforming(to: sample() as [UTType])
}

// u273c3911df DropInfo.itemProviders(for: [UTType])
@MainActor func use_273c3911df(_ subject: DropInfo) {
    let _: [NSItemProvider] = subject.itemProviders(for: sample() as [UTType])
}

// uc7175f310e DropInfo.hasItemsConforming(to: [String])
@MainActor func use_c7175f310e(_ subject: DropInfo) {
    let _: Bool = subject.hasItemsConforming(to: sample() as [String])
}

// ub0968c1353 DropInfo.itemProviders(for: [String])
@MainActor func use_b0968c1353(_ subject: DropInfo) {
    let _: [NSItemProvider] = subject.itemProviders(for: sample() as [String])
}
