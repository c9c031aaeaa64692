// Static members: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// ua5799071cc static ShadowStyle.drop(color: Color, radius: CGFloat, x: CGFloat, y: CGFloat)
@MainActor func use_a5799071cc() {
    let _: ShadowStyle = ShadowStyle.drop(
        color: sample() as Color,
        radius: sample() as CGFloat,
        x: sample() as CGFloat,
        y: sample() as CGFloat
    )
    let _: ShadowStyle = ShadowStyle.drop(radius: sample() as CGFloat)
}

// uc315d8ac76 static ShadowStyle.inner(color: Color, radius: CGFloat, x: CGFloat, y: CGFloat)
@MainActor func use_c315d8ac76() {
    let _: ShadowStyle = ShadowStyle.inner(
        color: sample() as Color,
        radius: sample() as CGFloat,
        x: sample() as CGFloat,
        y: sample() as CGFloat
    )
    let _: ShadowStyle = ShadowStyle.inner(radius: sample() as CGFloat)
}
