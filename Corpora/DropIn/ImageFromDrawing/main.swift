// Image(size:label:opaque:colorMode:renderer:): an image drawn through a GraphicsContext.
#if canImport(SwiftUI)
import SwiftUI
#else
import DarkroomCompat
#endif
import Foundation

struct Dot: View {
    var body: some View {
        Image(size: CGSize(width: 40, height: 40)) { context in
            context.fill(Path(ellipseIn: CGRect(x: 0, y: 0, width: 40, height: 40)), with: .color(.purple))
        }
    }
}

MainActor.assumeIsolated {
    let renderer = ImageRenderer(content: Dot())
    guard let image = renderer.cgImage else { print("FAIL"); exit(1) }
    print("image \(image.width)x\(image.height)")
}
print("OK")
