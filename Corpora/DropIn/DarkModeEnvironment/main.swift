// Setting the environment on the content, as the renderer does not inherit the app's.
#if canImport(SwiftUI)
import SwiftUI
#else
import DarkroomCompat
#endif
import Foundation

struct Tile: View {
    @Environment(\.colorScheme) var colorScheme
    var body: some View {
        Text(colorScheme == .dark ? "Dark" : "Light")
            .padding()
            .background(colorScheme == .dark ? Color.black : Color.white)
    }
}

MainActor.assumeIsolated {
    let light = ImageRenderer(content: Tile()).cgImage
    let dark = ImageRenderer(content: Tile().environment(\.colorScheme, .dark)).cgImage
    guard let light, let dark,
        let lightCorner = light.rgba8(x: 1, y: 1), let darkCorner = dark.rgba8(x: 1, y: 1)
    else { print("FAIL"); exit(1) }
    print("light-corner \(lightCorner.r) dark-corner \(darkCorner.r)")
    if lightCorner.r != 255 || darkCorner.r != 0 { print("FAIL"); exit(1) }
}
print("OK")
