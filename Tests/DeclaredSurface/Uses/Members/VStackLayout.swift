// Members: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// uc49c006d3a VStackLayout.alignment
@MainActor func use_c49c006d3a(_ subject: VStackLayout) {
    var subject = subject
    let _: HorizontalAlignment = subject.alignment
    subject.alignment = sample() as HorizontalAlignment
}

// u4de9f21f4b VStackLayout.spacing
@MainActor func use_4de9f21f4b(_ subject: VStackLayout) {
    var subject = subject
    let _: CGFloat? = subject.spacing
    subject.spacing = sample() as CGFloat?
}
