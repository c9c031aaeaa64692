// Members: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// u8970faa29e ViewDimensions.width
@MainActor func use_8970faa29e(_ subject: ViewDimensions) {
    let _: CGFloat = subject.width
}

// udfb58730ec ViewDimensions.height
@MainActor func use_dfb58730ec(_ subject: ViewDimensions) {
    let _: CGFloat = subject.height
}

// u9be834aca0 ViewDimensions.subscript(_: HorizontalAlignment)
@MainActor func use_9be834aca0(_ subject: ViewDimensions) {
    let _: CGFloat = subject[sample() as HorizontalAlignment]
}

// u3c90b750d7 ViewDimensions.subscript(_: VerticalAlignment)
@MainActor func use_3c90b750d7(_ subject: ViewDimensions) {
    let _: CGFloat = subject[sample() as VerticalAlignment]
}

// u0e0a99042f ViewDimensions.subscript(explicit: HorizontalAlignment)
@MainActor func use_0e0a99042f(_ subject: ViewDimensions) {
    let _: CGFloat? = subject[explicit: sample() as HorizontalAlignment]
}

// ufe1aab6647 ViewDimensions.subscript(explicit: VerticalAlignment)
@MainActor func use_fe1aab6647(_ subject: ViewDimensions) {
    let _: CGFloat? = subject[explicit: sample() as VerticalAlignment]
}
