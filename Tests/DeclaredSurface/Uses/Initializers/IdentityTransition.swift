// Initializers: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// uce8562b336 IdentityTransition.init()
@MainActor func use_ce8562b336() {
    let _: IdentityTransition = IdentityTransition()
}
