// Seed 000's avatar: clipped photo, tinted ring, shadow; scale 3, transparent, tint set on the content.
#if canImport(SwiftUI)
import SwiftUI
#else
import DarkroomCompat
#endif
import Foundation

struct AvatarView: View {
    var body: some View {
        Circle().fill(LinearGradient(colors: [.blue, .teal], startPoint: .top, endPoint: .bottom))
            .aspectRatio(1, contentMode: .fit)
            .frame(height: 160)
            .clipShape(Circle())
            .overlay(Circle().stroke(.tint, lineWidth: 2))
            .padding(2)
            .overlay(Circle().strokeBorder(Color.black.opacity(0.1)))
            .shadow(radius: 3)
            .padding(4)
    }
}

@MainActor func saveAvatar(_ view: AvatarView) -> UIImage? {
    let renderer = ImageRenderer(content: view.tint(.orange))
    renderer.scale = 3.0
    renderer.isOpaque = false
    if let image = renderer.uiImage {
        if let data = image.pngData(), let pngImage = UIImage(data: data) {
            return pngImage
        }
    }
    return nil
}

guard let image = MainActor.assumeIsolated({ saveAvatar(AvatarView()) }), let cg = image.cgImage else {
    print("FAIL"); exit(1)
}
print("pixels \(cg.width)x\(cg.height)")
guard cg.width == 516, cg.height == 516 else { print("FAIL size"); exit(1) }
print("OK")
