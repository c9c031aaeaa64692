// Builds the views on the main actor, then renders them on four background threads at
// once through `ViewRenderer` (as a server would) and once through `ImageRenderer` on
// the main actor, and checks that every render is the same picture and shows the
// model's state. Exits non-zero on any failed check.
#if canImport(SwiftUI)
import SwiftUI
#else
import DarkroomCompat
#endif
import Foundation

func check(_ condition: Bool, _ message: String) {
    if !condition { print("FAIL: \(message)"); exit(1) }
}

let (card, badge): (ScoreCard, ExplicitlyIsolatedBadge) = MainActor.assumeIsolated {
    (ScoreCard(model: ScoreModel(), streak: Streak()), ExplicitlyIsolatedBadge(label: "Isolated"))
}
let onMain: Data = MainActor.assumeIsolated {
    let renderer = ImageRenderer(content: card)
    renderer.scale = 2
    return renderer.uiImage?.pngData() ?? Data()
}
check(!onMain.isEmpty, "ImageRenderer on the main actor produced no image")

let server = ViewRenderer(options: RenderOptions(scale: 2))
let lock = NSLock()
nonisolated(unsafe) var results: [Data] = []
let group = DispatchGroup()
for _ in 0..<4 {
    group.enter()
    Thread.detachNewThread {
        precondition(!Thread.isMainThread)
        let png = (try? server.data(card, format: .png)) ?? Data()
        lock.withLock { results.append(png) }
        group.leave()
    }
}
group.wait()
check(results.count == 4, "not every background render finished")
check(results.allSatisfy { $0 == onMain }, "background renders differ from the main-actor render")

let image = try server.image(card)
check(image.width == 2 * Int((image.width / 2)), "odd pixel width at scale 2")
// The first bar (score 3) is blue; the streak capsule is green.
var sawBlue = false, sawGreen = false
for y in stride(from: 0, to: image.height, by: 2) {
    for x in stride(from: 0, to: image.width, by: 2) {
        guard let p = image.rgba8(x: x, y: y) else { continue }
        if p.b > 200 && p.r < 40 && p.g > 100 && p.g < 140 { sawBlue = true }
        if p.g > 180 && p.r < 80 && p.b < 120 { sawGreen = true }
    }
}
check(sawBlue, "no blue bar in the render")
check(sawGreen, "no green streak capsule in the render")
let badgeImage = try server.image(badge)
check(badgeImage.width > 20 && badgeImage.height > 20, "badge has no size")
print("rendered \(image.width)x\(image.height) on 4 threads and the main actor: identical")
print("OK")
