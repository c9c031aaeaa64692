// Seed 001's backported renderer call site: an explicit size, the screen's scale,
// and an optional image read from a task.
#if canImport(SwiftUI)
import SwiftUI
#else
import DarkroomCompat
#endif
import Foundation

struct Label150: View {
    let title: String
    var body: some View {
        HStack {
            Circle().fill(Color.green).frame(width: 20, height: 20)
            Text(title)
        }
    }
}

@MainActor
final class Model {
    var snapshot: UIImage?
    func generateSnapshot() async {
        let renderer = ImageRenderer(content: Label150(title: "ImageRenderer"), size: CGSize(width: 150, height: 50))
        if let image = renderer.uiImage {
            snapshot = image
        }
    }
}

let model = await Model()
await model.generateSnapshot()
guard let image = await model.snapshot else { print("FAIL no image"); exit(1) }
print("points \(Int(image.size.width))x\(Int(image.size.height))")
let scaleIsScreen = image.scale == UIScreen.main.scale
print("pixels-per-point-is-screen \(scaleIsScreen)")
guard scaleIsScreen else { print("FAIL scale"); exit(1) }
guard image.size == CGSize(width: 150, height: 50) else { print("FAIL size"); exit(1) }
print("OK")
