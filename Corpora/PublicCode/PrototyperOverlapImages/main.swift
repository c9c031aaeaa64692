// Driver: overlaps a small image on a larger one with Prototyper's helper
// (UIGraphicsBeginImageContextWithOptions at scale 2 + UIImage.draw(in:)).
#if canImport(UIKit)
import UIKit
#else
import DarkroomCompat
#endif
import CorpusCheck

let check = CorpusCheck("PrototyperOverlapImages")
func square(_ side: CGFloat, _ color: UIColor) -> UIImage {
    let format = UIGraphicsImageRendererFormat()
    format.scale = 1
    return UIGraphicsImageRenderer(size: CGSize(width: side, height: side), format: format).image { context in
        color.setFill()
        context.fill(CGRect(x: 0, y: 0, width: side, height: side))
    }
}
let bottom = square(40, .red)
let top = square(10, .blue)
let result = UIImage.overlapImages(topImage: top, bottomImage: bottom)
check.expect(result.size == CGSize(width: 40, height: 40), "size \(result.size), expected the bottom image's 40 × 40")
check.expect(result.scale == 2, "scale \(result.scale), expected the helper's 2")
check.expect(result.cgImage?.width == 80, "pixel width \(result.cgImage?.width ?? 0), expected 80")
check.expectPixel(result, x: 40, y: 40, (0, 0, 255, 255), "centre is the top image")
check.expectPixel(result, x: 4, y: 4, (255, 0, 0, 255), "corner is the bottom image")
check.expectPixel(result, x: 28, y: 40, (255, 0, 0, 255), "just left of the top image")
check.save(result, as: "overlap.png")
check.finish("a 10 pt square centred on a 40 pt square")
