// Static members: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// ucef9fe474f static ButtonBorderShape.automatic
@MainActor func use_cef9fe474f() {
    let _: ButtonBorderShape = ButtonBorderShape.automatic
}

// u0f5a263075 static ButtonBorderShape.capsule
@MainActor func use_0f5a263075() {
    let _: ButtonBorderShape = ButtonBorderShape.capsule
}

// u71e71fba4d static ButtonBorderShape.roundedRectangle
@MainActor func use_71e71fba4d() {
    let _: ButtonBorderShape = ButtonBorderShape.roundedRectangle
}

// u7cf2cbec22 static ButtonBorderShape.roundedRectangle(radius: CGFloat)
@MainActor func use_7cf2cbec22() {
    let _: ButtonBorderShape = ButtonBorderShape.roundedRectangle(radius: sample() as CGFloat)
}

// u643d1bb3ed static ButtonBorderShape.circle
@MainActor func use_643d1bb3ed() {
    let _: ButtonBorderShape = ButtonBorderShape.circle
}
