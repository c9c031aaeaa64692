// Seed 000's stream of images: subscribe to objectWillChange, re-render on each event.
#if canImport(SwiftUI)
import SwiftUI
#else
import DarkroomCompat
#endif
import Foundation

struct Badge: View {
    let count: Int
    var body: some View {
        Text("\(count)").font(.title).padding().background(Circle().fill(Color.red))
    }
}

MainActor.assumeIsolated {
    let renderer = ImageRenderer(content: Badge(count: 1))
    var events = 0
    let cancellable = renderer.objectWillChange.sink { _ in events += 1 }
    renderer.content = Badge(count: 2)          // no image yet: no event
    _ = renderer.uiImage                          // first image
    renderer.content = Badge(count: 3)          // the image is out of date: one event
    renderer.content = Badge(count: 4)          // still out of date: no new event
    _ = renderer.uiImage
    renderer.scale = 2                           // a property change: one event
    print("events \(events)")
    _ = cancellable
    if events != 2 { print("FAIL"); exit(1) }
}
print("OK")
