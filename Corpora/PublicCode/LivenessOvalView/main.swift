// Driver: Amplify Liveness's oval mask, a UIView subclass that draws with
// UIBezierPath in draw(_:) (reversed oval appended to a rectangle), rendered
// with layer.render(in:) into a UIGraphicsImageRenderer.
#if canImport(SwiftUI)
import SwiftUI
#else
import DarkroomCompat
#endif
import CorpusCheck

let check = CorpusCheck("LivenessOvalView")
let view = OvalView(frame: CGRect(x: 0, y: 0, width: 100, height: 140),
                    ovalFrame: CGRect(x: 20, y: 20, width: 60, height: 100))
let format = UIGraphicsImageRendererFormat()
format.scale = 1
let image = UIGraphicsImageRenderer(bounds: view.bounds, format: format).image { context in
    view.layer.render(in: context.cgContext)
}
check.expect(image.size == CGSize(width: 100, height: 140), "size \(image.size)")
check.expectPixel(image, x: 5, y: 5, (255, 255, 255, 230), tolerance: 4, "90 % white mask outside the oval")
check.expectPixel(image, x: 50, y: 70, (0, 0, 0, 0), "the oval is a hole (even-odd by reversal)")
check.expectPixel(image, x: 20, y: 70, (255, 255, 255, 255), tolerance: 4, "8 pt white stroke on the oval")
check.save(image, as: "oval.png")
check.finish("oval mask drawn by draw(_:)")
