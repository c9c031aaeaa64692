// Driver: SwiftUIKit's UIImage.rotated(withRadians:), which draws into a
// UIGraphics context translated and rotated about its centre.
#if canImport(SwiftUI)
import SwiftUI
#else
import DarkroomCompat
#endif
import CorpusCheck

let check = CorpusCheck("SaidiImageRotated")
let format = UIGraphicsImageRendererFormat()
format.scale = 1
// 40 × 20: red left half, blue right half.
let original = UIGraphicsImageRenderer(size: CGSize(width: 40, height: 20), format: format).image { context in
    UIColor.red.setFill()
    context.fill(CGRect(x: 0, y: 0, width: 20, height: 20))
    UIColor.blue.setFill()
    context.fill(CGRect(x: 20, y: 0, width: 20, height: 20))
}
let turned = original.rotated(withRadians: .pi / 2)
check.expect(turned != nil, "no image")
check.expect(turned?.size == CGSize(width: 20, height: 40), "a quarter turn swaps the sides: \(String(describing: turned?.size))")
// Clockwise on screen (y down): the left (red) half ends on top.
check.expectPixel(turned, x: 10, y: 10, (255, 0, 0, 255), "red on top")
check.expectPixel(turned, x: 10, y: 30, (0, 0, 255, 255), "blue at the bottom")
let half = original.rotated(withRadians: .pi)
check.expectPixel(half, x: 10, y: 10, (0, 0, 255, 255), "half a turn puts blue on the left")
check.save(turned, as: "rotated.png")
check.finish("image rotated a quarter and a half turn")
