import Foundation
import Testing
@testable import DarkroomCompat
import DarkroomComparison

/// Snapshots on several threads at once give the same pixels as one at a time
/// (per-thread context stacks and pango font maps, per-render layout).
@Suite struct ConcurrencyTests {
    @Test func parallelSnapshotsMatchSerial() throws {
        let request = SnapshotRequest(size: CGSize(width: 300, height: 90), scale: 2)
        let serial = try #require(try request.render(Gallery.text).cgImage)
        final class Results: @unchecked Sendable {
            let lock = NSLock()
            var images: [CGImage?] = []
            func add(_ i: CGImage?) { lock.withLock { images.append(i) } }
        }
        let results = Results()
        DispatchQueue.concurrentPerform(iterations: 6) { _ in
            results.add(Gallery.text.snapshot(size: request.size, scale: 2).cgImage)
        }
        #expect(results.images.count == 6)
        for image in results.images { #expect(image.map { ExactMatch.matches($0, serial) } == true) }
    }
}
