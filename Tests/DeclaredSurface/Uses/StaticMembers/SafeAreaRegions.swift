// Static members: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// u9b1ffd11d8 static SafeAreaRegions.container
@MainActor func use_9b1ffd11d8() {
    let _: SafeAreaRegions = SafeAreaRegions.container
}

// u56df6a5c09 static SafeAreaRegions.keyboard
@MainActor func use_56df6a5c09() {
    let _: SafeAreaRegions = SafeAreaRegions.keyboard
}

// ua464f14f5d static SafeAreaRegions.all
@MainActor func use_a464f14f5d() {
    let _: SafeAreaRegions = SafeAreaRegions.all
}
