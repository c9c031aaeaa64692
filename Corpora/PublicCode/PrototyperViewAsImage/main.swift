// Driver: a SwiftUI view hosted in a UIHostingController, its view rendered with
// Prototyper's `asImage(rect:)` (UIGraphicsImageRenderer(bounds:) + layer.render).
#if canImport(SwiftUI)
import SwiftUI
#else
import DarkroomCompat
#endif
import CorpusCheck

struct Badge: View {
    var body: some View {
        ZStack {
            Color.orange
            Text("42").font(.title).foregroundColor(.white)
        }
        .frame(width: 80, height: 40)
    }
}

let check = CorpusCheck("PrototyperViewAsImage")
let controller = UIHostingController(rootView: Badge())
controller.view.frame = CGRect(x: 0, y: 0, width: 100, height: 60)
let whole = controller.view.asImage(rect: controller.view.bounds)
let scale = UIScreen.main.scale
check.expect(whole.size == CGSize(width: 100, height: 60), "size \(whole.size)")
check.expectPixel(whole, x: Int(15 * scale), y: Int(15 * scale), (255, 149, 0, 255), "badge centred: orange at (15, 15)")
check.expectPixel(whole, x: Int(5 * scale), y: Int(5 * scale), (0, 0, 0, 0), "transparent outside the badge")
// A rectangle with a non-zero origin crops: UIKit translates by −origin.
let corner = controller.view.asImage(rect: CGRect(x: 10, y: 10, width: 20, height: 20))
check.expect(corner.size == CGSize(width: 20, height: 20), "cropped size \(corner.size)")
check.expectPixel(corner, x: Int(2 * scale), y: Int(2 * scale), (255, 149, 0, 255), "crop starts at the badge corner")
check.save(whole, as: "badge.png")
check.finish("hosting view rendered whole and cropped")
