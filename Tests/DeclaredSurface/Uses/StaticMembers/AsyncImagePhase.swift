// Static members: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// udb0cb452b3 AsyncImagePhase.empty
@MainActor func use_db0cb452b3() {
    let _: AsyncImagePhase = .empty
}

// u01ff872b20 AsyncImagePhase.success(_: Image)
@MainActor func use_01ff872b20() {
    let _: AsyncImagePhase = .success(sample() as Image)
}

// ud8b48ced8b AsyncImagePhase.failure(_: any Error)
@MainActor func use_d8b48ced8b() {
    let _: AsyncImagePhase = .failure(sample() as any Error)
}
