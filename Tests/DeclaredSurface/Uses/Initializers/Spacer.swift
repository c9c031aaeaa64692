// Initializers: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// uc142291c2a Spacer.init(minLength: CGFloat?)
@MainActor func use_c142291c2a() {
    let _: Spacer = Spacer(minLength: sample() as CGFloat?)
    let _: Spacer = Spacer()
}
