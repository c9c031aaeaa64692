// Static members: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// u23bf0359c3 ShapeRole.fill
@MainActor func use_23bf0359c3() {
    let _: ShapeRole = .fill
}

// u20240ec63f ShapeRole.stroke
@MainActor func use_20240ec63f() {
    let _: ShapeRole = .stroke
}

// u90c2782965 ShapeRole.separator
@MainActor func use_90c2782965() {
    let _: ShapeRole = .separator
}
